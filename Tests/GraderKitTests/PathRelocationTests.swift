import Testing

@testable import GraderKit

/// A check run below the course folder shows paths from where it runs.
@Suite("Paths shown from the current folder")
struct PathRelocationTests {
  @Test("A path under the course is shown from the current folder, as git shows it")
  func fromHere() throws {
    let shown = try #require(PathRelocation(up: 2, here: ["Submissions", "04-values"]))
    let cases: [(String, String)] = [
      ("../../Submissions/04-values/x.tree", "x.tree"),
      ("../../Submissions/04-values/sub/x.tree", "sub/x.tree"),
      ("../../Submissions/05-paths/y.tree", "../05-paths/y.tree"),
      ("../../Submissions/04-values", "."),
      ("../../Submissions", ".."),
      ("../../Submissions/04-valuesX/y.tree", "../04-valuesX/y.tree"),
      ("../../Lessons/01/a.scenario", "../../Lessons/01/a.scenario"),
      ("Submissions/04-values/x.tree", "Submissions/04-values/x.tree"),
      ("../../Submissions/04-values/", "."),
      ("", ""),
    ]
    for (path, expected) in cases {
      #expect(Array(shown(path).utf8) == Array(expected.utf8), "\(path)")
    }
  }

  @Test("Names are compared by their bytes: a name spelt another way is another folder")
  func bytes() throws {
    let shown = try #require(PathRelocation(up: 2, here: ["Submissions", "caf\u{E9}"]))
    #expect(
      Array(shown("../../Submissions/cafe\u{301}/x.tree").utf8)
        == Array("../cafe\u{301}/x.tree".utf8))
    #expect(shown("../../Submissions/caf\u{E9}/x.tree") == "x.tree")
  }

  @Test("A reason's paths are shown the same way, wherever they stand in it")
  func inText() throws {
    let shown = try #require(PathRelocation(up: 2, here: ["Submissions", "04"]))
    #expect(
      shown.inText(
        "has two submissions, ../../Submissions/04/a.tree and ../../Submissions/05/a.swift; keep one"
      ) == "has two submissions, a.tree and ../05/a.swift; keep one")
    // Only where a path starts: a name that ends as the folder's path starts is no path of it.
    let batch = PathRelocation(folder: ".", name: "class")
    #expect(
      batch.inText("its folder ./Smith Jr./x holds more than 1 MiB")
        == "its folder class/Smith Jr./x holds more than 1 MiB")
    #expect(batch.inText("./a and ./b") == "class/a and class/b")
  }

  @Test("No level between the folder and the course, or a name no folder has: no relocation")
  func none() {
    #expect(PathRelocation(up: 0, here: []) == nil)
    #expect(PathRelocation(up: 2, here: ["Submissions"]) == nil)
    #expect(PathRelocation(up: 2, here: ["Submissions", ".."]) == nil)
    #expect(PathRelocation(up: 1, inFolder: "/") == nil)
    #expect(
      PathRelocation(up: 2, inFolder: "/home/ada/course/Submissions/04")
        == PathRelocation(up: 2, here: ["Submissions", "04"]))
  }

  @Test("A batch's relocation leaves the class folder itself as it is")
  func batch() {
    let shown = PathRelocation(folder: "/srv/class", name: "class")
    #expect(shown("/srv/class/ada/x.tree") == "class/ada/x.tree")
    #expect(shown("/srv/class") == "/srv/class")
    #expect(PathRelocation(folder: "class", name: "class").isIdentity)
  }
}
