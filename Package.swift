// swift-tools-version:6.0
import PackageDescription

// In a release build, the metadata of a concrete generic type (an array of
// tuples, a dictionary keyed by a type of ours) comes from an accessor the
// compiler writes, not from demangling the type's name when it is first
// used, which also looks up each of its conformances among every loaded
// library's: for a command that runs once per check, ~8% fewer
// instructions, for under 1% more code.
let directMetadata: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
    .when(configuration: .release))
]

let package = Package(
  name: "grader",
  // macOS 13 is the oldest system with what the sources use: ContinuousClock,
  // @TaskLocal values read across tasks, and the standard library's
  // string-separator split(separator:) and ranges(of:). Xcode 16 (Swift 6.0)
  // or later builds it there; on Linux, Swift 6.0 or later.
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "grader", targets: ["grader"])
  ],
  targets: [
    // The invalidation model: storage, views, trees and the rows a change prints.
    .target(name: "GraderModel", swiftSettings: directMetadata),
    // Readers for the `.swift` and `.tree` description formats, and diagnostics.
    .target(name: "GraderReaders", dependencies: ["GraderModel"], swiftSettings: directMetadata),
    // SHA-256's compression on the processor's SHA instructions, in C: Swift
    // cannot reach them. GraderKit's SHA256 does the rest.
    .target(name: "GraderSHA"),
    // Lessons, grading, feedback and reports.
    .target(
      name: "GraderKit", dependencies: ["GraderModel", "GraderReaders", "GraderSHA"],
      swiftSettings: directMetadata),
    // The command-line front end.
    .executableTarget(name: "grader", dependencies: ["GraderKit"], swiftSettings: directMetadata),
    // Release-mode benchmarks whose figures README quotes.
    .executableTarget(
      name: "grader-bench",
      dependencies: ["GraderKit", "GraderReaders", "GraderModel", "GraderWorkloads"]),
    // What benchmarks and tests both measure: hostile inputs, processor
    // time, and a search of a release's digests.
    .target(
      name: "GraderWorkloads", dependencies: ["GraderKit", "GraderModel", "GraderReaders"]),
    // What the tests share: running the built grader, temporary folders
    // and golden files.
    .target(
      name: "GraderTestSupport", dependencies: ["GraderKit", "GraderModel", "GraderWorkloads"],
      path: "Tests/GraderTestSupport"),
    .testTarget(
      name: "GraderModelTests",
      dependencies: ["GraderModel", "GraderTestSupport", "GraderWorkloads"]),
    .testTarget(
      name: "GraderReadersTests",
      dependencies: ["GraderReaders", "GraderTestSupport", "GraderWorkloads"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "GraderKitTests",
      dependencies: ["GraderKit", "GraderTestSupport", "GraderWorkloads"]),
    .testTarget(
      name: "graderTests",
      dependencies: ["grader", "GraderTestSupport", "GraderWorkloads"],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
