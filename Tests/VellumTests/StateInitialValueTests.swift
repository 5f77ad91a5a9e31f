import Testing
import Vellum

/// Where a view's `@State` gets its first value, as SwiftUI decides it: the default in the
/// declaration, or an `init` that initialises the state; a write to state that is already
/// initialised, made before the view is in a render, is dropped. These view types compile
/// only because `View` is main-actor isolated, as in iOS 18, so `State(wrappedValue:)` need
/// not take a main-actor closure.
@Suite struct StateInitialValueTests {
  /// Assigns to a state with a default before the other stored properties are set: Swift
  /// initialises the state again, with the value assigned.
  struct Counter: View {
    @State private var count = 0
    let title: String
    init(title: String, count: Int) {
      self.count = count
      self.title = title
    }
    var body: some View { Text("\(title) \(count)") }
  }

  /// Assigns to a state with a default once every stored property is set: Swift calls the
  /// state's setter, which SwiftUI ignores outside a render.
  struct LateCounter: View {
    @State private var count = 0
    let title: String
    init(title: String, count: Int) {
      self.title = title
      self.count = count
    }
    var body: some View { Text("\(title) \(count)") }
  }

  /// A state with no default: the assignment in `init` initialises it.
  struct Seeded: View {
    @State private var count: Int
    init(count: Int) { self.count = count }
    var body: some View { Text("Seeded \(count)") }
  }

  /// A state with a default, replaced as a whole in `init`.
  struct Replaced: View {
    @State private var count = 0
    init(count: Int) { _count = State(initialValue: count) }
    var body: some View { Text("Replaced \(count)") }
  }

  @MainActor final class Draft {
    var words = 12
  }

  /// A main-actor object made in a state's default value and read by a computed property,
  /// as SwiftUI apps write it (a to-do list's `filteredTasks` reading its store).
  struct Editor: View {
    @State private var draft = Draft()
    private var summary: String { "Words \(draft.words)" }
    var body: some View { Text(summary) }
  }

  static func shows<V: View>(_ view: V, _ text: String) -> Bool {
    !LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 393, height: 852)).frames(ofText: text).isEmpty
  }

  @Test @MainActor func anAssignmentBeforeTheOtherPropertiesInitialisesTheState() {
    #expect(Self.shows(Counter(title: "Count", count: 5), "Count 5"))
  }

  @Test @MainActor func anAssignmentAfterThemIsDropped() {
    #expect(Self.shows(LateCounter(title: "Late", count: 5), "Late 0"))
    #expect(!Self.shows(LateCounter(title: "Late", count: 5), "Late 5"))
    let state = State(wrappedValue: 15)
    state.wrappedValue = 3
    #expect(state.wrappedValue == 15, "a write outside any render")
  }

  @Test @MainActor func anInitThatInitialisesTheStateGivesItsValue() {
    #expect(Self.shows(Seeded(count: 7), "Seeded 7"))
    #expect(Self.shows(Replaced(count: 9), "Replaced 9"))
  }

  @Test @MainActor func aMainActorObjectInAStateDefaultIsMadeForTheRender() {
    #expect(Self.shows(Editor(), "Words 12"))
  }
}
