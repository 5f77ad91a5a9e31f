import Foundation
import Testing
import Vellum

/// `@Environment(\.undoManager)`: a render is one window with a fresh, empty undo manager,
/// as an iOS window has; what a view registers works within the frame, and the next render
/// starts empty.
@MainActor @Suite struct UndoManagerEnvironmentTests {
  static let canvas = ProposedViewSize(width: 393, height: 852)

  final class Seen {
    var managers: [UndoManager?] = []
  }

  /// A counter that registers the undo of each change, as editors do.
  struct Counter: View {
    @Environment(\.undoManager) private var undoManager
    @State private var count = 0
    @State private var undoable = false
    let seen: Seen

    var body: some View {
      VStack {
        Text("Count \(count)")
        Button("Undo") { undoManager?.undo() }.disabled(!undoable)
      }
      .onAppear {
        seen.managers.append(undoManager)
        count = 1
        undoManager?.registerUndo(withTarget: seen) { _ in }
        undoable = undoManager?.canUndo ?? false
      }
    }
  }

  static func texts(_ list: DisplayList) -> [String] {
    list.items.compactMap { if case .text(let run, _, _) = $0 { run.string } else { nil } }
  }

  @Test func eachRenderHasItsOwnEmptyManager() throws {
    let seen = Seen()
    _ = Renderer(Counter(seen: seen), proposal: Self.canvas)
    _ = Renderer(Counter(seen: seen), proposal: Self.canvas)
    let managers = seen.managers.compactMap { $0 }
    #expect(managers.count == seen.managers.count && managers.count >= 2)
    let first = try #require(managers.first)
    let last = try #require(managers.last)
    #expect(first !== last, "a render's undos never reach the next render")
    #expect(first.canUndo && last.canUndo)
  }

  @Test func theEnvironmentOutsideARenderHasNone() {
    #expect(EnvironmentValues().undoManager == nil)
  }

  @Test func aRegisteredUndoEnablesTheButtonInTheFrame() {
    let enabled = Renderer(Counter(seen: Seen()), proposal: Self.canvas).displayList
    let plain = Renderer(
      VStack {
        Text("Count 1")
        Button("Undo") {}
      }, proposal: Self.canvas
    ).displayList
    #expect(Self.texts(enabled) == ["Count 1", "Undo"])
    #expect(enabled.description == plain.description)
  }
}
