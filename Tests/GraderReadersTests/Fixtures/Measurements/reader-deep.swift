// Two environment keys: a custom text scale, read two levels down, and the
// system color scheme, read by the sidebar. ArticleView only hosts children.
let storage: [String: Storage] = [
  "textScale": .environment,
  "colorScheme": .environment,
]

let nodes: [ViewNode] = [
  ViewNode("ReaderScreen", parent: nil, reads: []),
  ViewNode("ArticleView", parent: "ReaderScreen", reads: []),
  ViewNode("ParagraphView", parent: "ArticleView", reads: ["textScale"]),
  ViewNode("CaptionView", parent: "ArticleView", reads: ["textScale"]),
  ViewNode("SidebarView", parent: "ReaderScreen", reads: ["colorScheme"]),
]
let screen = ViewTree(nodes: nodes, storage: storage)

let recomputes = [
  screen.change("scale-changed", key: "textScale"),
  screen.change("mode-changed", key: "colorScheme"),
].flatMap { $0 }
countCauses(recomputes)
