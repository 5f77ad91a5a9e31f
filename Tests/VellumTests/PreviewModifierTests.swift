import Foundation
import Testing
import Vellum
import VellumPreview

/// iOS 18's `PreviewModifier`: a shared context made once per modifier type, and a body
/// that wraps each preview's view in it, attached with `PreviewTrait.modifier(_:)` or an
/// app's own trait on `PreviewTrait where T == Preview.ViewTraits`.
@MainActor private final class Shelf {
  static var made = 0
  var titles: [String]
  init(_ titles: [String]) { self.titles = titles }
}

private struct ShelfEnvironment: EnvironmentKey {
  static let defaultValue: Shelf? = nil
}

extension EnvironmentValues {
  fileprivate var shelf: Shelf? {
    get { self[ShelfEnvironment.self] }
    set { self[ShelfEnvironment.self] = newValue }
  }
}

private struct SampleShelf: PreviewModifier {
  static func makeSharedContext() async throws -> Shelf {
    Shelf.made += 1
    return Shelf(["Piranesi", "Kindred"])
  }

  func body(content: Content, context: Shelf) -> some View {
    VStack {
      Text("Shelf of \(context.titles.count)")
      content
    }
    .environment(\.shelf, context)
  }
}

private struct Banner: PreviewModifier {
  let text: String
  func body(content: Content, context: Void) -> some View {
    VStack {
      Text(text)
      content
    }
  }
}

private struct BrokenShelf: PreviewModifier {
  struct Missing: Error {}
  static func makeSharedContext() async throws -> Shelf { throw Missing() }
  func body(content: Content, context: Shelf) -> some View { Text("never") }
}

/// A context that awaits real asynchronous work before it is ready: the continuation needs
/// the main thread, which waits for the render.
private struct SlowShelf: PreviewModifier {
  static func makeSharedContext() async throws -> Shelf {
    try await Task.sleep(nanoseconds: 20_000_000)
    return Shelf(["Slow"])
  }
  func body(content: Content, context: Shelf) -> some View {
    content.environment(\.shelf, context)
  }
}

/// The same, for the render that cannot wait for it.
private struct StuckShelf: PreviewModifier {
  static func makeSharedContext() async throws -> Shelf {
    try await Task.sleep(nanoseconds: 20_000_000)
    return Shelf(["Stuck"])
  }
  func body(content: Content, context: Shelf) -> some View {
    content.environment(\.shelf, context)
  }
}

/// A preview whose view is made while the render resolves.
private struct StuckPreview: View {
  var body: some View {
    Preview("stuck", canvas: .sizeThatFits, traits: .modifier(StuckShelf())) { ShelfList() }.view
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  @MainActor fileprivate static var sampleShelf: Self = .modifier(SampleShelf())
}

/// What a modifier typically places for its preview: an `ObservableObject` and an
/// `@Observable` object, from a context that cannot be made.
private final class Ledger: ObservableObject {
  @Published var entries = ["Rent"]
}

@Observable private final class Budget {
  var limit = 100
}

private struct BrokenLedger: PreviewModifier {
  struct Unreadable: Error {}
  static func makeSharedContext() async throws -> Ledger { throw Unreadable() }
  func body(content: Content, context: Ledger) -> some View { content.environmentObject(context) }
}

private struct SlowBudget: PreviewModifier {
  static func makeSharedContext() async throws -> Budget {
    try await Task.sleep(nanoseconds: 20_000_000)
    return Budget()
  }
  func body(content: Content, context: Budget) -> some View { content.environment(context) }
}

private struct LedgerList: View {
  @EnvironmentObject var ledger: Ledger
  var body: some View { Text(ledger.entries.joined()) }
}

/// A preview whose view is made while the render resolves, so its context cannot be waited for.
private struct BudgetPreview: View {
  var body: some View {
    Preview("budget", canvas: .sizeThatFits, traits: .modifier(SlowBudget())) { BudgetLine() }.view
  }
}

private struct BudgetLine: View {
  @Environment(Budget.self) private var budget
  var body: some View { Text("limit \(budget.limit)") }
}

private struct ShelfList: View {
  @Environment(\.shelf) private var shelf
  var body: some View {
    VStack {
      ForEach(shelf?.titles ?? ["no shelf"], id: \.self) { Text($0) }
    }
  }
}

@Suite(.serialized) struct PreviewModifierTests {
  func texts(_ preview: Preview) -> (texts: [String], diagnostics: [String]) {
    let snapshot = LayoutSnapshot(of: preview.view, proposal: preview.canvas.proposal)
    let texts = snapshot.description.split(separator: "\n").compactMap { line in
      line.range(of: "Text(\"").map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
    }
    return (texts, snapshot.diagnostics.map { "\($0)" })
  }

  @Test @MainActor func theModifiersBodyWrapsThePreviewWithItsSharedContextMadeOnce() {
    let first = Preview("first", canvas: .sizeThatFits, traits: .sampleShelf) { ShelfList() }
    let second = Preview("second", canvas: .sizeThatFits, traits: .modifier(SampleShelf())) { ShelfList() }
    #expect(texts(first).texts == ["Shelf of 2", "Piranesi", "Kindred"])
    #expect(texts(second).texts == ["Shelf of 2", "Piranesi", "Kindred"])
    #expect(texts(first).texts == ["Shelf of 2", "Piranesi", "Kindred"])
    #expect(Shelf.made == 1, "one context for every preview of the modifier's type")
  }

  @Test func aModifierWithoutContextWrapsInTraitOrderAndTraitsCompareByValue() {
    let preview = Preview(
      "banners", canvas: .sizeThatFits, traits: .modifier(Banner(text: "inner")), .modifier(Banner(text: "outer"))
    ) { Text("view") }
    #expect(texts(preview).texts == ["outer", "inner", "view"], "the first modifier is innermost")
    #expect(PreviewTrait.modifier(Banner(text: "a")) == .modifier(Banner(text: "a")))
    #expect(PreviewTrait.modifier(Banner(text: "a")) != .modifier(Banner(text: "b")))
    #expect(PreviewTrait.modifier(Banner(text: "a")) != .sizeThatFitsLayout)
  }

  @Test func aContextThatThrowsLeavesThePreviewWithoutTheModifierAndSaysWhy() {
    let preview = Preview("broken", canvas: .sizeThatFits, traits: .modifier(BrokenShelf())) { ShelfList() }
    let result = texts(preview)
    #expect(result.texts == ["no shelf"])
    #expect(
      result.diagnostics.contains { $0.contains("BrokenShelf.makeSharedContext() failed") && $0.contains("Missing") },
      "\(result.diagnostics)")
  }

  /// Off the main actor (a detached task), the context runs on the main actor, which the
  /// test runner's main thread runs, while the preview's view is made. In a process of its
  /// own, so no other test holds the main actor meanwhile.
  @Test func aContextThatSuspendsIsWaitedForWhereTheMainActorCanRunIt() async {
    await #expect(processExitsWith: .success) {
      let result = await Task.detached {
        let preview = Preview("slow", canvas: .sizeThatFits, traits: .modifier(SlowShelf())) { ShelfList() }
        return PreviewModifierTests().texts(preview)
      }.value
      if result.texts != ["Slow"] {
        FileHandle.standardError.write(Data("\(result)\n".utf8))
        exit(1)
      }
    }
  }

  /// Inside a render the main actor's thread waits for the render, so a context that
  /// suspends cannot finish there.
  @Test func aContextThatSuspendsInsideARenderIsReportedAndThePreviewDrawnWithoutIt() {
    let snapshot = LayoutSnapshot(of: StuckPreview(), proposal: .unspecified)
    #expect(snapshot.description.contains("Text(\"no shelf\""), "\(snapshot.description)")
    #expect(
      snapshot.diagnostics.contains { "\($0)".contains("StuckShelf.makeSharedContext() failed (it suspended") },
      "\(snapshot.diagnostics)")
  }

  /// Drawn without its modifier, a view that reads what the modifier places stops the
  /// program, as in SwiftUI; the message names the context that was not made.
  @Test func aMissingEnvironmentObjectNamesTheModifierWhoseContextFailed() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let preview = Preview("ledger", canvas: .sizeThatFits, traits: .modifier(BrokenLedger())) { LedgerList() }
      _ = LayoutSnapshot(of: preview.view, proposal: preview.canvas.proposal)
    }
    let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(message.contains("No ObservableObject of type Ledger found."), "\(message)")
    #expect(
      message.contains(
        "The preview is drawn without its PreviewModifier, which may be what places it: "
          + "BrokenLedger.makeSharedContext() failed (Unreadable())."), "\(message)")
  }

  @Test func aMissingObservableObjectNamesTheModifierWhoseContextSuspended() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = LayoutSnapshot(of: BudgetPreview(), proposal: .unspecified)
    }
    let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(message.contains("No Observable object of type Budget found."), "\(message)")
    #expect(message.contains("SlowBudget.makeSharedContext() failed (it suspended"), "\(message)")
  }

  @Test func aMissingObjectWithNoFailedModifierKeepsSwiftUIsMessage() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let preview = Preview("plain", canvas: .sizeThatFits, traits: .modifier(Banner(text: "top"))) { LedgerList() }
      _ = LayoutSnapshot(of: preview.view, proposal: preview.canvas.proposal)
    }
    let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(message.contains("No ObservableObject of type Ledger found."), "\(message)")
    #expect(!message.contains("PreviewModifier"), "\(message)")
  }
}
