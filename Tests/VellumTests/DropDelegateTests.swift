import Foundation
import Testing

@testable import Vellum

/// Drop destinations with item providers: a still render drags nothing, so a reorderable
/// grid is drawn in its order, its delegate is never called and an `isTargeted` binding
/// stays as the view set it; a delegate keeps Apple's defaults.
@MainActor @Suite struct DropDelegateTests {
  static let canvas = ProposedViewSize(width: 393, height: 852)

  /// What a delegate was asked, shared by the delegates a view makes.
  final class Calls {
    var names: [String] = []
  }

  /// A reorder delegate as apps write one: entering a tile moves the dragged item there.
  struct ReorderDelegate: DropDelegate {
    let item: String
    @Binding var items: [String]
    @Binding var dragged: String?
    let calls: Calls

    func performDrop(info: DropInfo) -> Bool {
      calls.names.append("perform \(item)")
      dragged = nil
      return true
    }

    func dropEntered(info: DropInfo) {
      calls.names.append("entered \(item)")
      guard let dragged, dragged != item, let from = items.firstIndex(of: dragged),
        let to = items.firstIndex(of: item)
      else { return }
      items.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to)
    }
  }

  struct ReorderGrid: View {
    @State var items = ["Alpha", "Beta", "Gamma"]
    @State var dragged: String? = "Gamma"
    let calls: Calls

    var body: some View {
      VStack {
        ForEach(items, id: \.self) { item in
          Text(item)
            .onDrag {
              dragged = item
              return NSItemProvider(object: item as NSString)
            }
            .onDrop(
              of: [.text], delegate: ReorderDelegate(item: item, items: $items, dragged: $dragged, calls: calls))
        }
      }
    }
  }

  struct PhotoWell: View {
    @State private var targeted = false
    @State private var dropped = 0

    var body: some View {
      Text(targeted ? "Release to add" : "Drop \(dropped) photos here")
        .padding()
        .background(targeted ? Color.blue : Color.gray)
        .onDrop(of: [.image], isTargeted: $targeted) { providers in
          dropped = providers.count
          return true
        }
    }
  }

  static func texts(_ list: DisplayList) -> [String] {
    list.items.compactMap { if case .text(let run, _, _) = $0 { run.string } else { nil } }
  }

  @Test func aReorderGridIsDrawnInItsOrderWithoutCallingItsDelegate() {
    let calls = Calls()
    let grid = Renderer(ReorderGrid(calls: calls), proposal: Self.canvas).displayList
    let plain = Renderer(
      VStack {
        Text("Alpha"); Text("Beta"); Text("Gamma")
      }, proposal: Self.canvas
    ).displayList
    #expect(Self.texts(grid) == ["Alpha", "Beta", "Gamma"])
    #expect(grid.description == plain.description)
    #expect(calls.names.isEmpty)
  }

  @Test func anIsTargetedBindingStaysFalse() {
    let list = Renderer(PhotoWell(), proposal: Self.canvas).displayList
    #expect(Self.texts(list) == ["Drop 0 photos here"])
    let resting = Renderer(
      Text("Drop 0 photos here").padding().background(Color.gray), proposal: Self.canvas
    ).displayList
    #expect(list.description == resting.description)
  }

  @Test func aDelegateHasApplesDefaults() {
    let calls = Calls()
    var items = ["Alpha", "Beta"]
    var dragged: String? = "Beta"
    let delegate = ReorderDelegate(
      item: "Alpha", items: Binding(get: { items }, set: { items = $0 }),
      dragged: Binding(get: { dragged }, set: { dragged = $0 }), calls: calls)
    let info = DropInfo(location: CGPoint(x: 4, y: 8), itemProviders: [NSItemProvider(object: "Beta" as NSString)])
    #expect(delegate.validateDrop(info: info))
    #expect(delegate.dropUpdated(info: info) == nil)
    delegate.dropExited(info: info)
    delegate.dropEntered(info: info)
    #expect(items == ["Beta", "Alpha"])
    #expect(delegate.performDrop(info: info) && dragged == nil)
    #expect(calls.names == ["entered Alpha", "perform Alpha"])
    #expect(DropProposal(operation: .move).operation == .move)
  }

  @Test func dropInfoFindsItemsByType() {
    let text = NSItemProvider(object: "Beta" as NSString)
    let link = NSItemProvider(object: NSURL(string: "https://example.com")!)
    let legacy = NSItemProvider(item: "x" as NSString, typeIdentifier: "public.png")
    let info = DropInfo(location: .zero, itemProviders: [text, link, legacy])
    #expect(info.hasItemsConforming(to: [.text]) && info.hasItemsConforming(to: [UTType.image]))
    #expect(!info.hasItemsConforming(to: [.movie]))
    #expect(info.itemProviders(for: [.url]) == [link])
    #expect(info.itemProviders(for: ["public.plain-text"]) == [text])
    #expect(text.canLoadObject(ofClass: NSString.self) && !text.canLoadObject(ofClass: NSURL.self))
  }
}
