let storage: [String: Storage] = ["path": .state(owner: "AppRoot")]

let screen = ViewTree(
  nodes: [
    ViewNode("AppRoot", parent: nil, reads: []),
    ViewNode("RouteStack", parent: "AppRoot", reads: ["path"]),
    ViewNode("HomeView", parent: "RouteStack", reads: []),
  ], storage: storage)

let recomputes = [
  screen.change("pushed", key: "path"),
  screen.change("popped", key: "path"),
].flatMap { $0 }
countCauses(recomputes)
