import Foundation
import Testing
import Vellum
import VellumCairo

/// `.task` starts as the view appears, before the frame is drawn, on the main actor: what it
/// sets before it first suspends is drawn; it is cancelled when the render ends.
@Suite struct TaskModifierTests {
  func snapshot(_ view: some View) throws -> LayoutSnapshot {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    return LayoutSnapshot(of: view, proposal: .unspecified, scale: 1, environment: environment)
  }

  final class Log: @unchecked Sendable {
    var entries: [String] = []
  }

  @MainActor final class Store {
    var items: [String] = []
    /// Async, but it never suspends: a sample store read on the main actor.
    func load() async { items = ["Apples", "Pears"] }
  }

  /// The loading idiom of iOS 15 and later: a model filled by an async call in `.task`.
  struct Loader: View {
    let log: Log
    @State private var items: [String] = []

    var body: some View {
      VStack {
        ForEach(items, id: \.self) { Text($0) }
        if items.isEmpty { Text("Loading…") }
      }
      .task {
        log.entries.append("load")
        let store = Store()
        await store.load()
        items = store.items
      }
    }
  }

  @Test @MainActor func stateSetBeforeTheTaskSuspendsIsDrawnAndItStartsOnce() throws {
    let log = Log()
    let s = try snapshot(Loader(log: log))
    #expect(s.frames(ofText: "Apples").count == 1 && s.frames(ofText: "Pears").count == 1)
    #expect(s.frames(ofText: "Loading…").isEmpty)
    #expect(log.entries == ["load"], "once, though the render laid out again")
  }

  struct Phases: View {
    @State private var phase = "idle"
    var body: some View {
      Text(phase)
        .task {
          phase = "started"
          await Task.yield()
          phase = "after the suspension"
        }
    }
  }

  @Test @MainActor func workAfterTheFirstSuspensionIsNotWaitedFor() throws {
    let s = try snapshot(Phases())
    #expect(s.frames(ofText: "started").count == 1)
    #expect(s.frames(ofText: "idle").isEmpty && s.frames(ofText: "after the suspension").isEmpty)
  }

  struct Sleeper: View {
    let log: Log
    let id: Int
    var body: some View {
      Text("Clock")
        .task(id: id) {
          await withTaskCancellationHandler {
            log.entries.append("sleeping")
            try? await Task.sleep(for: .seconds(60))
          } onCancel: {
            log.entries.append("cancelled")
          }
        }
    }
  }

  @Test @MainActor func theTaskIsCancelledWhenTheRenderEnds() throws {
    let log = Log()
    do {
      let s = try snapshot(Sleeper(log: log, id: 1))
      #expect(s.frames(ofText: "Clock").count == 1)
    }
    #expect(log.entries == ["sleeping", "cancelled"])
  }

  @Observable @MainActor final class Model {
    var text = "idle"
    func load() async { text = "loaded" }
  }

  /// The common shape of an iOS 17 screen: an `@Observable` model in `@State`, filled by
  /// `.task` or `onAppear`. Its change is no `@State` write, so the render learns of it from
  /// Observation and lays out again.
  struct ModelScreen: View {
    @State private var model = Model()
    let byTask: Bool
    var body: some View {
      if byTask {
        NavigationStack { Text(model.text) }.task { await model.load() }
      } else {
        NavigationStack { Text(model.text) }.onAppear { model.text = "appeared" }
      }
    }
  }

  @Test @MainActor func aModelChangedByTheTaskOrOnAppearIsDrawn() throws {
    let loaded = try snapshot(ModelScreen(byTask: true))
    #expect(loaded.frames(ofText: "loaded").count == 1 && loaded.frames(ofText: "idle").isEmpty)
    let appeared = try snapshot(ModelScreen(byTask: false))
    #expect(appeared.frames(ofText: "appeared").count == 1 && appeared.frames(ofText: "idle").isEmpty)
  }
}
