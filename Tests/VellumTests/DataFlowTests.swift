import Foundation
import Testing
import Vellum

/// SwiftUI's data-flow property wrappers and environment values: each one read by a view
/// whose body Vellum resolves, so the value it gives is what gets laid out.
@Suite struct DataFlowTests {
  static let canvas = ProposedViewSize(width: 393, height: 852)

  static func snapshot<V: View>(_ view: V) -> LayoutSnapshot {
    LayoutSnapshot(of: view, proposal: canvas)
  }

  static func shows<V: View>(_ view: V, _ string: String) -> Bool {
    !snapshot(view).frames(ofText: string).isEmpty
  }

  // MARK: Observation

  /// Compiles with only `import Vellum`: the Observation module is re-exported.
  @Observable final class Profile {
    var name = "Ada"
    var score = 1
  }

  /// How many `Tally` objects were made, without global state.
  final class Counter: @unchecked Sendable {
    var made = 0
  }

  final class Tally: ObservableObject {
    @Published var title = "Tally"
    init(_ counter: Counter) { counter.made += 1 }
  }

  struct ObservableStateView: View {
    @State private var profile = Profile()
    var body: some View { Text(profile.name) }
  }

  @Test func observableClassInStateRenders() {
    #expect(Self.shows(ObservableStateView(), "Ada"))
  }

  struct ProfileReader: View {
    @Environment(Profile.self) private var profile
    var body: some View { Text("name \(profile.name)") }
  }

  struct OptionalProfileReader: View {
    @Environment(Profile.self) private var profile: Profile?
    var body: some View { Text(profile.map { "has \($0.name)" } ?? "no profile") }
  }

  @Test func environmentObservableObjectIsRead() {
    let profile = Profile()
    profile.name = "Grace"
    #expect(Self.shows(VStack { ProfileReader() }.environment(profile), "name Grace"))
    #expect(!Self.shows(VStack { ProfileReader() }.environment(profile), "name Ada"))
    #expect(Self.shows(OptionalProfileReader().environment(profile), "has Grace"))
    #expect(Self.shows(OptionalProfileReader(), "no profile"))
  }

  @Test func nearestObservableObjectWins() {
    let outer = Profile()
    outer.name = "Outer"
    let inner = Profile()
    inner.name = "Inner"
    let view = VStack {
      ProfileReader()
      VStack { ProfileReader() }.environment(inner)
      OptionalProfileReader().environment(nil as Profile?)
    }.environment(outer)
    let snapshot = Self.snapshot(view)
    #expect(snapshot.frames(ofText: "name Outer").count == 1)
    #expect(snapshot.frames(ofText: "name Inner").count == 1)
    #expect(snapshot.frames(ofText: "no profile").count == 1)
  }

  @Test func missingObservableObjectTraps() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = LayoutSnapshot(of: ProfileReader(), proposal: DataFlowTests.canvas)
    }
    let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(message.contains("No Observable object of type Profile found"))
  }

  struct NameEditor: View {
    @Bindable var profile: Profile
    var body: some View { NameField(name: $profile.name) }
  }

  struct NameField: View {
    @Binding var name: String
    var body: some View {
      let _ = { name = name.uppercased() }()
      Text("field \(name)")
    }
  }

  /// `@Bindable var profile = profile` inside `body`, as SwiftUI code does with `@Environment`.
  struct LocalBindable: View {
    @Environment(Profile.self) private var profile
    var body: some View {
      @Bindable var profile = profile
      NameField(name: $profile.name)
    }
  }

  @Test @MainActor func bindableWritesThrough() {
    let profile = Profile()
    profile.name = "lin"
    #expect(Self.shows(NameEditor(profile: profile), "field LIN"))
    #expect(profile.name == "LIN")

    let other = Profile()
    other.name = "kay"
    #expect(Self.shows(LocalBindable().environment(other), "field KAY"))
    #expect(other.name == "KAY")

    let binding = Bindable(other).score
    binding.wrappedValue = 42
    #expect(other.score == 42)
  }

  // MARK: ObservableObject

  struct TallyOwner: View {
    @StateObject private var tally: Tally
    init(counter: Counter) { _tally = StateObject(wrappedValue: Tally(counter)) }
    var body: some View {
      Text(tally.title)
      Text("again \($tally.title.wrappedValue)")
    }
  }

  struct DefaultTallyOwner: View {
    @StateObject var model = Tally(Counter())
    var body: some View { Text(model.title) }
  }

  @Test func stateObjectIsMadeOnceAndRendered() {
    #expect(Self.shows(DefaultTallyOwner(), "Tally"))
    let counter = Counter()
    let view = TallyOwner(counter: counter)
    #expect(counter.made == 0)
    let snapshot = Self.snapshot(view)
    #expect(snapshot.frames(ofText: "Tally").count == 1)
    #expect(snapshot.frames(ofText: "again Tally").count == 1)
    #expect(counter.made == 1)
  }

  struct TallyRow: View {
    @ObservedObject var tally: Tally
    var body: some View {
      let title = $tally.title
      let _ = { title.wrappedValue += "!" }()
      Text("row \(tally.title)")
    }
  }

  @Test @MainActor func observedObjectBindingWritesThrough() {
    let tally = Tally(Counter())
    #expect(Self.shows(TallyRow(tally: tally), "row Tally!"))
    #expect(tally.title == "Tally!")
    tally.objectWillChange.send()
  }

  struct TallyReader: View {
    @EnvironmentObject var tally: Tally
    var body: some View {
      Text("env \(tally.title)")
      Text("binding \($tally.title.wrappedValue)")
    }
  }

  @Test func environmentObjectIsRead() {
    let tally = Tally(Counter())
    tally.title = "Placed"
    let snapshot = Self.snapshot(VStack { TallyReader() }.environmentObject(tally))
    #expect(snapshot.frames(ofText: "env Placed").count == 1)
    #expect(snapshot.frames(ofText: "binding Placed").count == 1)
  }

  @Test func missingEnvironmentObjectTraps() async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = LayoutSnapshot(of: TallyReader(), proposal: DataFlowTests.canvas)
    }
    let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    #expect(
      message.contains(
        "No ObservableObject of type Tally found. A View.environmentObject(_:) for Tally may be missing as an "
          + "ancestor of this view."))
  }

  // MARK: Storage

  enum Theme: String { case light, dark }
  enum Level: Int { case low = 1, high = 2 }

  struct Stored: View {
    @AppStorage("count") var count = 3
    @AppStorage("name", store: .standard) var name = "guest"
    @AppStorage("theme") var theme: Theme = .dark
    @AppStorage("level") var level = Level.high
    @AppStorage("nickname") var nickname: String?
    @AppStorage("tint") var tint: Theme?
    @AppStorage("ratio") var ratio = 0.5
    @AppStorage("on") var on = true
    var body: some View {
      Text("\(count)")
      Text(name)
      Text(theme.rawValue)
      Text("level \(level.rawValue)")
      Text(nickname ?? "no nickname")
      Text(tint?.rawValue ?? "no tint")
      Text("ratio \(ratio) \(on)")  // a Double interpolates as %lf in SwiftUI: 0.500000
    }
  }

  @Test func appStorageDrawsItsDefault() {
    let snapshot = Self.snapshot(VStack { Stored() })
    for text in ["3", "guest", "dark", "level 2", "no nickname", "no tint", "ratio 0.500000 true"] {
      #expect(snapshot.frames(ofText: text).count == 1, "\(text)")
    }
    let stored = Stored()
    stored.$count.wrappedValue = 4
    #expect(stored.count == 4)
  }

  enum Field: Hashable { case email, password }

  struct AtRest: View {
    @FocusState private var isFocused: Bool
    @FocusState private var field: Field?
    @Namespace private var namespace
    @GestureState private var dragOffset: CGFloat = 7
    @GestureState private var pressed: Bool? = nil
    @SceneStorage("tab") private var tab = "home"
    @SceneStorage("draft") private var draft: String?
    var body: some View {
      Text("focused \(isFocused)").focused($isFocused)
      Text("field \(field.map { "\($0)" } ?? "none")").focused($field, equals: .email)
      Text("drag \(Int(dragOffset)) \(pressed == nil)")
        .matchedGeometryEffect(id: "drag", in: namespace)
      Text("tab \(tab) \(draft ?? "empty")")
    }
  }

  @Test func atRestWrappersDrawInitialValues() {
    let snapshot = Self.snapshot(VStack { AtRest() })
    for text in ["focused false", "field none", "drag 7 true", "tab home empty"] {
      #expect(snapshot.frames(ofText: text).count == 1, "\(text)")
    }
  }

  @Test func namespacesAreDistinctAndFocusStateStores() {
    let a = Namespace()
    let b = Namespace()
    let first = a.wrappedValue
    #expect(a.wrappedValue == first, "a namespace keeps its ID from one read to the next")
    #expect(first != b.wrappedValue)
    #expect(Set((0..<50).map { _ in Namespace().wrappedValue }).count == 50, "every namespace has its own ID")
    let focus = FocusState<Field?>()
    focus.projectedValue.wrappedValue = .password
    #expect(focus.wrappedValue == .password)
    let gesture = GestureState(wrappedValue: 3, resetTransaction: Transaction(animation: .default))
    #expect(gesture.projectedValue.wrappedValue == 3)
  }

  // MARK: ScaledMetric

  struct ScaledBox: View {
    @ScaledMetric var size = 20
    @ScaledMetric(relativeTo: .largeTitle) var title: CGFloat = 34
    var body: some View {
      VStack {
        Color.red.frame(width: size, height: size).id("body")
        Color.red.frame(width: title, height: 1).id("title")
      }
    }
  }

  @Test func scaledMetricFollowsDynamicType() throws {
    let large = Self.snapshot(ScaledBox())
    #expect(try #require(large.frame(of: "body")).width == 20)
    #expect(try #require(large.frame(of: "title")).width == 34)
    let big = Self.snapshot(ScaledBox().dynamicTypeSize(.xxxLarge))
    let body = try #require(big.frame(of: "body")).width
    #expect(abs(body - 20 * 23 / 17) < 0.0001)
    #expect(abs(try #require(big.frame(of: "title")).width - 34 * 40 / 34) < 0.0001)
    let small = Self.snapshot(ScaledBox().dynamicTypeSize(.xSmall))
    #expect(abs(try #require(small.frame(of: "body")).width - 20 * 14 / 17) < 0.0001)
  }

  /// A user's own `DynamicProperty` holding an `@ScaledMetric` is filled too.
  struct Spacing: DynamicProperty {
    @ScaledMetric var gap: CGFloat = 17
    @Environment(\.horizontalSizeClass) var sizeClass
  }

  struct UsesSpacing: View {
    let spacing = Spacing()
    var body: some View {
      Text("gap \(Int(spacing.gap)) \(spacing.sizeClass == .regular)")
    }
  }

  @Test func nestedDynamicPropertiesAreInstalled() {
    let view = UsesSpacing().dynamicTypeSize(.accessibility5).environment(\.horizontalSizeClass, .regular)
    #expect(Self.shows(view, "gap 53 true"))
  }

  // MARK: Environment values

  struct Environmental: View {
    @Environment(\.horizontalSizeClass) var horizontal
    @Environment(\.verticalSizeClass) var vertical
    @Environment(\.dismiss) var dismiss
    @Environment(\.presentationMode) var presentationMode
    @Environment(\.openURL) var openURL
    @Environment(\.locale) var locale
    @Environment(\.calendar) var calendar
    @Environment(\.timeZone) var timeZone
    @Environment(\.scenePhase) var scenePhase
    @Environment(\.editMode) var editMode
    @Environment(\.isPresented) var isPresented
    @Environment(\.isSearching) var isSearching
    @Environment(\.redactionReasons) var redactionReasons
    var body: some View {
      let _ = dismiss()
      let _ = presentationMode.wrappedValue.dismiss()
      let _ = openURL(URL(string: "https://example.com")!)
      Text("h \(horizontal.map { "\($0)" } ?? "nil") v \(vertical.map { "\($0)" } ?? "nil")")
      Text("\(locale.identifier) \(calendar.identifier) \(timeZone.identifier)")
      Text("\(scenePhase) \(editMode == nil) \(isPresented) \(isSearching) \(redactionReasons.isEmpty)")
      Text("presented \(presentationMode.wrappedValue.isPresented)")
    }
  }

  @Test func environmentDefaults() {
    let snapshot = Self.snapshot(VStack { Environmental() })
    for text in ["h compact v regular", "en_US gregorian GMT", "active true false false true", "presented false"] {
      #expect(snapshot.frames(ofText: text).count == 1, "\(text)")
    }
  }

  @Test func environmentValuesCanBeSet() {
    final class Opened: @unchecked Sendable { var urls: [URL] = [] }
    let opened = Opened()
    let view = VStack { Environmental() }
      .environment(\.horizontalSizeClass, .regular)
      .environment(\.verticalSizeClass, nil)
      .environment(\.locale, Locale(identifier: "fr_FR"))
      .environment(\.editMode, .constant(.active))
      .environment(
        \.openURL,
        OpenURLAction { url in
          opened.urls.append(url)
          return .handled
        })
    let snapshot = Self.snapshot(view)
    #expect(snapshot.frames(ofText: "h regular v nil").count == 1)
    #expect(snapshot.frames(ofText: "fr_FR gregorian GMT").count == 1)
    #expect(snapshot.frames(ofText: "active false false false true").count == 1)
    #expect(opened.urls == [URL(string: "https://example.com")!])
    #expect(EditMode.active.isEditing && EditMode.transient.isEditing && !EditMode.inactive.isEditing)
  }

  // MARK: Bindings and transactions

  @Test func bindingProjections() {
    var storage: Int? = 5
    let optional = Binding<Int?>(get: { storage }, set: { storage = $0 })
    let unwrapped = try! #require(Binding<Int>(optional))
    unwrapped.wrappedValue = 6
    #expect(storage == 6)
    storage = nil
    #expect(Binding<Int>(optional) == nil)

    var plain = 1
    let base = Binding(get: { plain }, set: { plain = $0 })
    let lifted = Binding<Int?>(base)
    lifted.wrappedValue = 9
    #expect(plain == 9)
    lifted.wrappedValue = nil
    #expect(plain == 9 && lifted.wrappedValue == 9)
    let erased = Binding<AnyHashable>(base)
    erased.wrappedValue = AnyHashable(4)
    #expect(plain == 4)
    base.animation().transaction(Transaction()).wrappedValue = 2
    #expect(plain == 2)
  }

  struct Item: Identifiable {
    let id: Int
    var name: String
  }

  struct ItemList: View {
    @State var items = [Item(id: 1, name: "one"), Item(id: 2, name: "two")]
    @State var tags = ["red", "green"]
    var body: some View {
      VStack {
        ForEach($items) { $item in
          Text("item \(item.name)")
        }
        ForEach($tags, id: \.self) { $tag in
          Text("tag \(tag)")
        }
      }
    }
  }

  @Test func forEachOverBindings() {
    let snapshot = Self.snapshot(ItemList())
    #expect(snapshot.frames(ofText: "item one").count == 1)
    #expect(snapshot.frames(ofText: "item two").count == 1)
    #expect(snapshot.frames(ofText: "tag red").count == 1)
    #expect(snapshot.frames(ofText: "tag green").count == 1)
    var items = [Item(id: 1, name: "a")]
    let binding = Binding(get: { items }, set: { items = $0 })
    for element in binding { element.name.wrappedValue = "b" }
    #expect(items[0].name == "b")
  }

  enum Flavour: TransactionKey { static let defaultValue = "plain" }
  enum Selection: FocusedValueKey { typealias Value = String }

  struct FocusedReader: View {
    @FocusedValue(\.selection) var selection
    @FocusedBinding(\.selectionBinding) var bound
    var body: some View {
      Text("selection \(selection ?? "none") \(bound ?? "none")")
        .focusedValue(\.selection, "x")
        .transaction { $0.animation = nil }
    }
  }

  @Test func transactionsAndFocusedValues() throws {
    #expect(withAnimation { 5 } == 5)
    #expect(withAnimation(.spring) { "s" } == "s")
    // iOS 17's completion form, as a lock screen clears its PIN after unlocking: the body, then
    // the completion, at once.
    var steps: [String] = []
    withAnimation(.snappy, completionCriteria: .logicallyComplete) {
      steps.append("unlock")
    } completion: {
      steps.append("clear")
    }
    #expect(steps == ["unlock", "clear"])
    #expect(
      withAnimation(completionCriteria: .removed) {
        7
      } completion: {
      } == 7)
    #expect(withTransaction(Transaction()) { 6 } == 6)
    #expect(withTransaction(\.disablesAnimations, true) { 7 } == 7)
    struct Failure: Error {}
    #expect(throws: Failure.self) { try withAnimation { throw Failure() } }

    var transaction = Transaction(animation: .easeIn)
    #expect(transaction.animation == .easeIn && !transaction.disablesAnimations && !transaction.isContinuous)
    #expect(transaction[Flavour.self] == "plain")
    transaction[Flavour.self] = "vanilla"
    #expect(transaction[Flavour.self] == "vanilla")

    var values = FocusedValues()
    #expect(values[Selection.self] == nil)
    values[Selection.self] = "a"
    #expect(values.selection == "a")
    #expect(Self.shows(FocusedReader(), "selection none none"))
  }
}

extension FocusedValues {
  var selection: String? {
    get { self[DataFlowTests.Selection.self] }
    set { self[DataFlowTests.Selection.self] = newValue }
  }
  var selectionBinding: Binding<String>? {
    get { nil }
    set {}
  }
}
