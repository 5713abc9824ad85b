// The badge takes the session from the environment, so:
let storage: [String: Storage] = [
  "textScale": .environment,
  "unreadCount": .environment,
]

let screen = ViewTree(
  nodes: [
    ViewNode("ReaderScreen", parent: nil, reads: []),
    ViewNode("ParagraphView", parent: "ReaderScreen", reads: ["textScale"]),
    ViewNode("InboxBadge", parent: "ReaderScreen", reads: ["unreadCount"]),
  ], storage: storage)

let recomputes = [
  screen.change("scale-changed", key: "textScale"),
  screen.change("unread-changed", key: "unreadCount"),
].flatMap { $0 }
countCauses(recomputes)
