import Foundation
import Testing
import Vellum
import VellumCairo
import VellumPreview

/// `onAppear` (and `onChange(of:initial: true)`) actions run before the frame is drawn, as
/// SwiftUI documents, once per view that appears; state they set is drawn.
@Suite struct AppearActionTests {
  func snapshot(_ view: some View, proposal: ProposedViewSize = .unspecified) throws -> LayoutSnapshot {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    return LayoutSnapshot(of: view, proposal: proposal, scale: 1, environment: environment)
  }

  final class Counter {
    var calls: [String] = []
  }

  /// The usual loading idiom: the list is filled when the screen appears.
  struct Loader: View {
    let counter: Counter
    @State private var items: [String] = []

    var body: some View {
      VStack {
        ForEach(items, id: \.self) { Text($0) }
        if items.isEmpty { Text("Loading…") }
      }
      .onAppear {
        counter.calls.append("load")
        items = ["Apples", "Pears"]
      }
    }
  }

  @Test func stateSetOnAppearIsDrawnAndTheActionRunsOnce() throws {
    let counter = Counter()
    let s = try snapshot(Loader(counter: counter))
    #expect(s.frames(ofText: "Apples").count == 1 && s.frames(ofText: "Pears").count == 1)
    #expect(s.frames(ofText: "Loading…").isEmpty)
    #expect(counter.calls == ["load"], "once, though the render laid out twice")
  }

  @Test func viewsThatDoNotAppearDoNotRunTheirActions() throws {
    let counter = Counter()
    let tabs = TabView {
      Text("Shown").onAppear { counter.calls.append("first tab") }.tabItem { Text("One") }
      Text("Hidden").onAppear { counter.calls.append("second tab") }.tabItem { Text("Two") }
    }
    _ = try snapshot(tabs, proposal: ProposedViewSize(width: 393, height: 852))
    #expect(counter.calls == ["first tab"], "an unselected tab does not appear")

    let fits = Counter()
    _ = try snapshot(
      ViewThatFits {
        Color.red.frame(width: 500).onAppear { fits.calls.append("wide") }
        Color.blue.frame(width: 50).onAppear { fits.calls.append("narrow") }
      }.frame(width: 100))
    #expect(fits.calls == ["narrow"], "only the candidate that fits appears")
  }

  @Test func onChangeWithInitialRunsAsTheViewAppears() throws {
    let counter = Counter()
    _ = try snapshot(
      VStack {
        Text("A").onChange(of: 3, initial: true) { old, new in counter.calls.append("initial \(old) \(new)") }
        Text("B").onChange(of: 3) { _, _ in counter.calls.append("not initial") }
      })
    #expect(counter.calls == ["initial 3 3"])
  }
}
