// The side pane overrides the text scale; a single-key model needs a second key.
let screen = ViewTree(
  nodes: [
    ViewNode("ReaderScreen", parent: nil, reads: []),
    ViewNode("ArticlePane", parent: "ReaderScreen", reads: ["textScale"]),
    ViewNode("SidePane", parent: "ReaderScreen", reads: ["paneTextScale"]),
  ], storage: ["textScale": .environment, "paneTextScale": .environment])

let recomputes = [
  screen.change("upper-scale-changed", key: "textScale"),
  screen.change("side-scale-changed", key: "paneTextScale"),
].flatMap { $0 }

countCauses(recomputes)
