import Foundation
import Synchronization
import Testing
import Vellum

/// View code written the way Swift 6 apps write it: `@MainActor` view models read in `body`,
/// made in `@State`/`@StateObject` initialisers, `@MainActor` view types and closures inside
/// bodies. This file compiles in Swift 6 mode, which checks main-actor isolation at run time
/// when those closures run: a render that did not hold the main actor's isolation would trap.
@Suite struct MainActorViewTests {
  @MainActor final class FeedModel: ObservableObject {
    @Published var posts = ["First post", "Second post"]
    func title(_ index: Int) -> String { "\(index + 1). \(posts[index])" }
  }

  @MainActor @Observable final class CounterModel {
    var count = 41
    func next() -> Int { count + 1 }
  }

  /// A view type that owns a main-actor object and calls it from closures; like every view
  /// type it is main-actor isolated through its `View` conformance, as in SwiftUI.
  struct FeedView: View {
    @StateObject private var model = FeedModel()
    var body: some View {
      VStack {
        ForEach(model.posts.indices, id: \.self) { index in Text(model.title(index)) }
        GeometryReader { proxy in Text(proxy.size.width > 0 ? "\(model.posts.count) posts" : "none") }
        // What code that must run on the main actor checks; it traps anywhere else.
        Text(MainActor.assumeIsolated { "isolated" })
      }
    }
  }

  /// A view type marked `@MainActor` itself, as apps wrote before iOS 18 made `View` isolated.
  @MainActor struct CounterView: View {
    @State private var model = CounterModel()
    var body: some View { Text("Count \(model.next())") }
  }

  /// `@State` holding a main-actor `@Observable`.
  struct CounterHolder: View {
    @State private var model = CounterModel()
    var body: some View { HStack { Text("Held \(model.count)") } }
  }

  static func texts<V: View>(_ view: V) -> Set<String> {
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 393, height: 852))
    return Set(
      ["1. First post", "2. Second post", "2 posts", "isolated", "Count 42", "Held 41"].filter {
        !snapshot.frames(ofText: $0).isEmpty
      })
  }

  @Test func mainActorModelsAreReadInBodiesAndTheirClosures() {
    #expect(Self.texts(FeedView()) == ["1. First post", "2. Second post", "2 posts", "isolated"])
    #expect(Self.texts(CounterHolder()) == ["Held 41"])
  }

  @Test @MainActor func aMainActorViewRendersFromAMainActorTest() {
    #expect(Self.texts(CounterView()) == ["Count 42"])
  }

  @Test func rendersOnSeveralThreadsAtOnceStayCorrect() async {
    let results = await withTaskGroup(of: Set<String>.self) { group in
      for _ in 0..<8 { group.addTask { await Self.texts(FeedView()) } }
      return await group.reduce(into: [Set<String>]()) { $0.append($1) }
    }
    #expect(
      results.count == 8 && results.allSatisfy { $0 == ["1. First post", "2. Second post", "2 posts", "isolated"] })
  }

  /// Records the thread its body runs on.
  struct ThreadProbe: View {
    let record: @Sendable (pthread_t) -> Void
    var body: some View {
      record(pthread_self())
      return Text("probe")
    }
  }

  /// Renders run one after another on one kept large-stack thread, not on new threads each
  /// (starting threads cost each render about 70 µs of wall time and 100 µs of CPU). Its
  /// stack is checked by ReliabilityTests' 5,000 nested stacks, which ThreadSanitizer cannot
  /// run.
  @Test func rendersRunOnOneKeptThread() {
    let seen = Mutex<[pthread_t]>([])
    for _ in 0..<3 {
      _ = LayoutSnapshot(of: ThreadProbe { thread in seen.withLock { $0.append(thread) } }, proposal: .unspecified)
    }
    let threads = seen.withLock { $0 }
    #expect(threads.count == 3 && threads.allSatisfy { pthread_equal($0, threads[0]) != 0 }, "\(threads)")
    #expect(threads.allSatisfy { pthread_equal($0, pthread_self()) == 0 }, "not the caller's thread")
  }
}
