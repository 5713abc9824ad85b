import GraderKit
import GraderTestSupport
import Testing

@Suite("What a scenario's source says")
struct SourceMapTests {
  @Test("a state used only in a button's action is an action's use, at its line")
  func action() {
    let map = SourceMap(
      """
      import SwiftUI

      struct TapLogger: View {
        @State private var tapCount = 0
        var body: some View {
          Button("Tap me") {
            tapCount += 1
          }
        }
      }
      """)
    let view = map.view("TapLogger")
    #expect(view?.line == 3)
    #expect(view?.uses["tapCount"] == SourceMap.Use(read: nil, binding: nil, action: 7))
    #expect(view?.properties.map(\.wrapper) == ["State"])
  }

  @Test("a finding on how an object's property is stored cites the property, not a binding to it")
  func classProperty() {
    let map = SourceMap(
      """
      @Observable
      final class LibraryStore {
        var books: [String] = []
        var filter = ""
        func clear() { var filter = 1; filter += 1 }
        init(books: [String]) { self.books = books }
      }

      struct FilterBar: View {
        @Bindable var store: LibraryStore
        var body: some View {
          TextField("Filter", text: $store.filter)
          Text(store.filter)
        }
      }
      """)
    #expect(map.classProperties == ["books": 3, "filter": 4])
    #expect(map.property("filter") == 4)
    #expect(
      SourceHints.citation(of: .cause, view: "FilterBar", key: "filter", map: map) == 4)
    // A view's own property for the key comes first.
    #expect(map.property("store") == 10)
  }

  @Test("reads in interpolations, bindings, get closures, placements and wrappers")
  func kinds() {
    let map = SourceMap(
      """
      struct Screen: View {
        @StateObject private var cart = CartStore()
        @Environment(\\.textScale) private var scale
        @State private var name = ""
        @State private var progress = 0.5
        var body: some View {
          VStack {
            Text("\\(name) has \\(cart.itemCount)") // a comment: tapCount
            TextField("Name", text: $name)
            Slider(value: Binding(get: { progress }, set: { progress = $0 }))
            Child().environment(\\.textScale, scale * 2)
            Row(title: name).equatable()
          }
          .onAppear { print(cart.promoCode) }
        }
      }

      struct Child: View {
        let label: String
        init(size: Binding<Double>) { label = "\\(size.wrappedValue)" }
        var body: some View { Text(label) }
      }

      struct NotAView { var body: Int }
      """)
    #expect(map.views.map(\.name) == ["Screen", "Child"])
    let screen = map.view("Screen")!
    #expect(screen.uses["itemCount"]?.read == 8)
    #expect(screen.uses["tapCount"] == nil)
    #expect(screen.uses["name"]?.read == 8)
    #expect(screen.uses["name"]?.binding == 9)
    #expect(screen.uses["promoCode"] == SourceMap.Use(action: 14))
    #expect(screen.uses["progress"]?.read == 10)
    #expect(screen.uses["progress"]?.action == 10)
    #expect(screen.computedBindings.map(\.line) == [10])
    #expect(screen.computedBindings.first?.names == ["progress"])
    #expect(screen.placements.map(\.key) == ["textScale"])
    #expect(screen.placements.map(\.line) == [11])
    #expect(screen.uses["textScale"] == nil)
    #expect(screen.equatables == [12])
    #expect(screen.heldObjects.map(\.type) == ["CartStore"])
    #expect(screen.declaresEnvironment("textScale"))
    let child = map.view("Child")!
    #expect(child.uses["wrappedValue"]?.initializer == 20)
    #expect(child.properties.map(\.name) == ["label"])
  }

  @Test(
    "a finding cites the line that bears it out: the read, the binding, the property, the parent's body"
  )
  func citations() {
    let map = SourceMap(
      """
      struct Form: View {
        var body: some View {
          VStack {
            EmailField()
          }
        }
      }

      struct EmailField: View {
        @State private var email = ""
        var body: some View {
          TextField("Email", text: $email)
          Text(email)
        }
      }
      """)
    func cite(_ kind: Finding.Kind, _ view: String, _ key: String?) -> Int? {
      SourceHints.citation(of: kind, view: view, key: key, map: map)
    }
    #expect(cite(.missingRead, "EmailField", "email") == 13)
    #expect(cite(.extraRead, "EmailField", "email") == 12)
    #expect(cite(.cause, "EmailField", "email") == 10)
    #expect(cite(.shape, "EmailField", nil) == 4)
    #expect(cite(.missingView, "Form", nil) == 1)
  }

  @Test("a finding on holding an object cites the property that keeps it, whatever the key")
  func holdCitations() {
    let map = SourceMap(
      """
      struct Shop: View {
        @StateObject private var cart = Cart()
        @EnvironmentObject var session: Session
        var body: some View {
          Button("Add") { cart.count += 1 }
        }
      }

      struct Banner: View {
        var body: some View { Text("Sale") }
      }
      """)
    func cite(_ kind: Finding.Kind, _ view: String, _ key: String?, _ object: String) -> Int? {
      SourceHints.citation(of: kind, view: view, key: key, map: map, object: object)
    }
    // The key its action uses and a key it never names: the line of the
    // property that keeps the key's own object, of the two it keeps.
    #expect(cite(.missingHold, "Shop", "count", "Cart") == 2)
    #expect(cite(.missingHold, "Shop", "code", "Cart") == 2)
    #expect(cite(.missingHold, "Shop", "user", "Session") == 3)
    // A view that keeps no object, or not that one, is cited as before.
    #expect(cite(.extraHold, "Banner", "count", "Cart") == 9)
    #expect(cite(.missingHold, "Shop", "count", "Store") == 5)
  }
}
