import Foundation
import GraderTestSupport
import Testing

@Suite("What the sources need of macOS")
struct AvailabilityTests {
  /// The macOS the package declares, from Package.swift's `.macOS(.vNN)`.
  static func declared() throws -> AvailabilityCheck.Version {
    let manifest = try fixture("Package.swift")
    let range = try #require(manifest.range(of: ".macOS(.v"))
    let digits = manifest[range.upperBound...].prefix { $0.isNumber || $0 == "_" }
    return digits.split(separator: "_").compactMap { Int($0) }
  }

  /// The toolchain's interfaces of the standard library's modules.
  static func interfaces() throws -> [String] {
    let swiftc = try #require(executableOnPath("swiftc"))
    let info = try runProcess(swiftc, ["-print-target-info"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(info.standardOutput.utf8)) as? [String: Any])
    let paths = (object["paths"] as? [String: Any])?["runtimeLibraryImportPaths"] as? [String] ?? []
    var texts: [String] = []
    for folder in paths {
      for module in [
        "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation",
      ] {
        let moduleFolder = "\(folder)/\(module).swiftmodule"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: moduleFolder)) ?? []
        for name in names where name.hasSuffix(".swiftinterface") && !name.contains(".private.") {
          texts.append(try String(contentsOfFile: "\(moduleFolder)/\(name)", encoding: .utf8))
          break
        }
      }
    }
    return texts
  }

  /// The Swift sources of the package's products, with their paths.
  static func sources() throws -> [(path: String, text: String)] {
    var found: [(path: String, text: String)] = []
    let root = packageRoot.appendingPathComponent("Sources")
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      found.append(("Sources/" + path, try fixture("Sources/" + path)))
    }
    return found
  }

  @Test("every standard-library name the sources use exists on the macOS Package.swift declares")
  func declaredMacOS() throws {
    let minimum = try Self.declared()
    #expect(minimum == [13])
    let interfaces = try Self.interfaces()
    #expect(interfaces.count >= 3, "the toolchain's interfaces were not found")
    let requirements = AvailabilityCheck.requirements(interfaces)
    // The check reads what it should: names the sources use that need macOS 13.
    #expect(requirements["ContinuousClock"] == [13, 0])
    let uses = AvailabilityCheck.uses(
      minimum: minimum, requirements: requirements, sources: try Self.sources())
    #expect(uses.isEmpty, "\(uses.map(\.description).joined(separator: "\n"))")
  }

  @Test("a source that uses a newer name fails the check, at its line")
  func newerName() throws {
    let requirements = AvailabilityCheck.requirements(try Self.interfaces())
    let mutex = try #require(requirements["Mutex"])
    #expect(AvailabilityCheck.isNewer(mutex, than: [13]))
    let fixture = """
      import Synchronization

      // Mutex in a comment is no use.
      let lock = Mutex(0)
      """
    let uses = AvailabilityCheck.uses(
      minimum: [13], requirements: requirements, sources: [("Fixture.swift", fixture)])
    #expect(
      uses.map(\.description) == [
        "Fixture.swift:4: Mutex needs macOS \(mutex.map(String.init).joined(separator: "."))"
      ])
    // A name the sources declare themselves is theirs.
    let own = AvailabilityCheck.uses(
      minimum: [13], requirements: requirements,
      sources: [("Own.swift", "struct Mutex {}\nlet lock = Mutex()\n")])
    #expect(own.isEmpty)
  }

  @Test("interfaces: a type's members inherit its availability, and an older overload keeps a name")
  func parsing() {
    let interface = """
      @available(macOS 15.0, *)
      public struct Shiny {
        public func glow()
      }
      @available(macOS 26.0, *)
      public func split(_ x: Int)
      public func split(_ x: String)
      """
    let requirements = AvailabilityCheck.requirements([interface])
    #expect(requirements["Shiny"] == [15, 0])
    #expect(requirements["glow"] == [15, 0])
    #expect(requirements["split"] == [0])
  }
}
