// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "grader",
  products: [
    .executable(name: "grader", targets: ["grader"]),
    .library(name: "GraderKit", targets: ["GraderKit"]),
  ],
  targets: [
    // The invalidation model: storage, views, trees and the rows a change prints.
    .target(name: "GraderModel"),
    // Readers for the `.swift` and `.tree` description formats, and diagnostics.
    .target(name: "GraderReaders", dependencies: ["GraderModel"]),
    // Lessons, grading, feedback and reports.
    .target(name: "GraderKit", dependencies: ["GraderModel", "GraderReaders"]),
    // The command-line front end.
    .executableTarget(name: "grader", dependencies: ["GraderKit"]),
    // Release-mode benchmarks whose figures README quotes.
    .executableTarget(
      name: "grader-bench",
      dependencies: ["GraderKit", "GraderReaders", "GraderModel", "GraderTestSupport"]),
    // What the tests and benchmarks share: hostile inputs, timing, running
    // the built grader, and a search of a release's digests.
    .target(
      name: "GraderTestSupport", dependencies: ["GraderKit", "GraderModel"],
      path: "Tests/GraderTestSupport"),
    .testTarget(name: "GraderModelTests", dependencies: ["GraderModel", "GraderTestSupport"]),
    .testTarget(
      name: "GraderReadersTests",
      dependencies: ["GraderReaders", "GraderTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "GraderKitTests",
      dependencies: ["GraderKit", "GraderTestSupport"]),
    .testTarget(
      name: "graderTests",
      dependencies: ["grader", "GraderTestSupport"],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
