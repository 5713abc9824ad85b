import Foundation
import GraderKit
import GraderModel
import GraderTestSupport
import GraderWorkloads
import Testing

/// A tree of `count` views, each under an earlier one chosen by a fixed
/// pseudo-random sequence, with names of varied length.
func randomTree(_ count: Int, seed: UInt64) throws -> ViewTree {
  var state = seed
  func next() -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int(state >> 33)
  }
  let nodes = (0..<count).map { index in
    let name = "V\(index)" + String(repeating: "x", count: next() % 30)
    return ViewNode(name, parent: index == 0 ? nil : "P\(next() % index)", reads: [])
  }
  // Parents point at real names: rename them to the chosen view's name.
  let named = nodes.map { node in
    guard let parent = node.parent, let position = Int(parent.dropFirst()) else { return node }
    return ViewNode(node.name, parent: nodes[position].name, reads: node.reads)
  }
  return try ViewTree(nodes: named, storage: [:])
}

@Suite("Tree layout")
struct TreeLayoutTests {
  @Test("no two boxes overlap, and every child sits below its parent", arguments: [1, 7, 50, 300])
  func noOverlaps(count: Int) throws {
    for seed in UInt64(1)...5 {
      let layout = TreeLayout(try randomTree(count, seed: seed))
      #expect(layout.boxes.count == count)
      let byRow = Dictionary(grouping: layout.boxes, by: \.depth)
      for row in byRow.values {
        let sorted = row.sorted { $0.x < $1.x }
        for (left, right) in zip(sorted, sorted.dropFirst()) {
          #expect(!TreeLayout.overlap(left, right), "\(left.name) overlaps \(right.name)")
        }
      }
      for (parent, child) in layout.edges {
        #expect(layout.boxes[child].y > layout.boxes[parent].y + layout.boxes[parent].height)
      }
      for box in layout.boxes {
        #expect(box.x >= 0 && box.x + box.width <= layout.width)
        #expect(box.y >= 0 && box.y + box.height <= layout.height)
      }
    }
  }

  @Test("a parent that names no view gets a root box of its own")
  func danglingParent() throws {
    let tree = try ViewTree(
      nodes: [ViewNode("A", parent: nil, reads: []), ViewNode("B", parent: "Ghost", reads: [])],
      storage: [:])
    let layout = TreeLayout(tree)
    #expect(layout.boxes.map(\.name) == ["A", "B", "Ghost"])
    #expect(layout.boxes[2].view == nil)
    #expect(layout.edges.map { [$0.parent, $0.child] } == [[2, 1]])
    #expect(!TreeLayout.overlap(layout.boxes[0], layout.boxes[2]))
  }

  @Test("a drawn tree is well-formed SVG whose boxes keep long names short")
  func svg() throws {
    let tree = try randomTree(120, seed: 9)
    let drawing = TreeSVG(tree)
    let graph = drawing.graph(differing: [tree.nodes[3].name], id: "t")
    #expect(xmlError(graph) == nil)
    #expect(graph.components(separatedBy: "<rect ").count - 1 == 120)
    #expect(graph.components(separatedBy: "<rect class=\"v d\"").count - 1 == 1)
    #expect(drawing.layout.boxes.allSatisfy { $0.label.count <= TreeLayout.labelLimit })
    // Hidden from screen readers, which read the table of views instead;
    // drawn at its own size, which a box scrolls rather than shrink.
    #expect(graph.contains(" aria-hidden=\"true\""))
    let width = TreeSVG.number(drawing.layout.width)
    #expect(graph.contains(" viewBox=\"0 0 \(width) ") && graph.contains(" width=\"\(width)\""))
  }

  @Test("a long name is cut in its box, keeping its start, its end and its whole as a tooltip")
  func longNames() throws {
    let long = "HeadlineWithItsOwnTypographyAndSpacingAndMore"
    let tree = try ViewTree(
      nodes: [ViewNode("Root", parent: nil, reads: []), ViewNode(long, parent: "Root", reads: [])],
      storage: [:])
    let drawing = TreeSVG(tree)
    let label = drawing.layout.boxes[1].label
    #expect(label.count == TreeLayout.labelLimit)
    #expect(label.hasPrefix("HeadlineWith") && label.hasSuffix("AndMore") && label.contains("…"))
    #expect(drawing.graph(differing: [], id: "t").contains("<title>\(long)</title>"))
    // The root starts where a box that scrolls starts.
    #expect(drawing.layout.boxes[0].x == TreeLayout.margin)
  }

  @Test("a chain of 20,000 views lays out without recursion, in linear time")
  func deepChain() throws {
    func chain(_ count: Int) throws -> ViewTree {
      try ViewTree(
        nodes: (0..<count).map {
          ViewNode("V\($0)", parent: $0 == 0 ? nil : "V\($0 - 1)", reads: [])
        }, storage: [:])
    }
    func cost(_ tree: ViewTree) -> Double {
      (0..<3).map { _ in threadSeconds { _ = TreeLayout(tree) } }.min()!
    }
    let small = try chain(5_000)
    let large = try chain(20_000)
    #expect(TreeLayout(large).boxes.last?.depth == 19_999)
    let ratio = growth(from: 0, to: 1, limit: 10) { cost($0 == 0 ? small : large) }
    #expect(ratio < 10, "4x the views cost \(ratio)x the time")
  }

  @Test("a drawing and its change panels cost time and bytes linear in the views")
  func svgLinear() throws {
    func cost(_ count: Int) throws -> (Double, Int) {
      let tree = try randomTree(count, seed: 5)
      let row = tree.change("c", key: "k")
      var size = 0
      let time = (0..<5).map { _ in
        threadSeconds {
          let drawing = TreeSVG(tree)
          size = drawing.graph(differing: [], id: "t").utf8.count
          let marks = drawing.marks(of: row)
          size += drawing.panel(yours: marks, reference: marks, skeleton: "t").utf8.count
        }
      }.min()!
      return (time, size)
    }
    let smallSize = try cost(600).1
    let largeSize = try cost(2_400).1
    let ratio = growth(from: 600, to: 2_400, limit: 8, runs: 1) { (try? cost($0).0) ?? .infinity }
    #expect(ratio < 8, "4x the views cost \(ratio)x the time")
    #expect(Double(largeSize) / Double(smallSize) < 4.5)
  }
}
