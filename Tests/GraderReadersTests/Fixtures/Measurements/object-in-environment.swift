import Foundation

/* The badge reaches the session object through the environment, but what it
   reads is the object's unreadCount property. */
let storage: [String: Storage] = [
  "textScale": Storage.environment,
  "unreadCount": Storage.model(object: "SessionStore"),
]
let screen = ViewTree(
  nodes: [
    ViewNode("ReaderScreen", parent: nil, reads: []),
    ViewNode("ParagraphView", parent: "ReaderScreen", reads: ["textScale"]),
    ViewNode("InboxBadge", parent: "ReaderScreen", reads: ["unreadCount"]),
  ],
  storage: storage
)
let scale = screen.change("scale-changed", key: "textScale")
let unread = screen.change("unread-changed", key: "unreadCount")
countCauses(scale + unread)
