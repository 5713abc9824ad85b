// Each row owns and reads its own state.
let storage: [String: Storage] = [
  "notificationsOn": .state(owner: "ToggleRow"),
  "volume": .state(owner: "VolumeRow"),
]

let screen = ViewTree(
  nodes: [
    ViewNode("SettingsForm", parent: nil, reads: []),
    ViewNode("ToggleRow", parent: "SettingsForm", reads: ["notificationsOn"]),
    ViewNode("VolumeRow", parent: "SettingsForm", reads: ["volume"]),
  ], storage: storage)

countCauses(
  [
    screen.change("notifications-toggled", key: "notificationsOn"),
    screen.change("volume-changed", key: "volume"),
  ].flatMap { $0 })
