// main.swift — an environment value recomputes only its reader, without touching what is in between
let storage: [String: Storage] = [
  "textScale": .environment,
  "colorScheme": .environment,
]

let screen = ViewTree(
  nodes: [
    ViewNode("ReaderScreen", parent: nil, reads: []),
    ViewNode("ArticleView", parent: "ReaderScreen", reads: []),
    ViewNode("ParagraphView", parent: "ArticleView", reads: ["textScale"]),
    ViewNode("CaptionView", parent: "ArticleView", reads: ["textScale"]),
    ViewNode("SidebarView", parent: "ReaderScreen", reads: ["colorScheme"]),
  ], storage: storage)

let recomputes = [
  screen.change("scale-changed", key: "textScale"),
  screen.change("mode-changed", key: "colorScheme"),
].flatMap { $0 }

countCauses(recomputes)
