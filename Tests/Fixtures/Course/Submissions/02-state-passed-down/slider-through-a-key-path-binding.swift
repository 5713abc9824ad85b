import SwiftUI

// The editor only derives the binding; the slider reads through it.
let storage: [String: Storage] = ["progress": .state(owner: "ProgressEditor")]
let screen = ViewTree(
  nodes: [
    ViewNode("ProgressEditor", parent: nil, reads: []),
    ViewNode("ProgressSlider", parent: "ProgressEditor", reads: ["progress"]),
  ],
  storage: storage)

countCauses(screen.change("progress-dragged", key: "progress"))
