import Foundation
import Testing
import Vellum
import VellumCairo
import VellumPreview
import Combine

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

  @Test @MainActor func stateSetOnAppearIsDrawnAndTheActionRunsOnce() throws {
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

  final class Model: ObservableObject {
    @Published var title = "From the model"
  }

  struct Mirror: View {
    @ObservedObject var model: Model
    let later: PassthroughSubject<String, Never>
    let counter: Counter
    @State private var shown = "Nothing yet"
    @State private var greeting = ""

    var body: some View {
      VStack {
        Text(shown)
        Text(greeting)
      }
      .onReceive(model.$title) { shown = $0 }
      .onReceive(Just("Hello")) { greeting = $0 }
      .onReceive(later) { counter.calls.append("late \($0)") }
    }
  }

  @Test @MainActor func onReceiveSubscribesAsTheViewAppearsAndEndsWithTheRender() throws {
    let counter = Counter()
    let later = PassthroughSubject<String, Never>()
    let s = try snapshot(Mirror(model: Model(), later: later, counter: counter))
    #expect(s.frames(ofText: "From the model").count == 1, "an @Published value arrives at once")
    #expect(s.frames(ofText: "Hello").count == 1, "so does Just's")
    later.send("after")
    #expect(counter.calls.isEmpty, "nothing arrives after the frame: \(counter.calls)")
  }
}
