import Foundation
import Testing

@testable import Vellum
@testable import VellumCairo

/// Issue 32: the fast paths that read a view's stored fields at computed offsets
/// (`makeNodes(at:)`) are checked once per type in every build configuration, fall back to
/// the general path where the offsets differ, and build what the general path builds.
@Suite struct InPlaceResolveTests {
  func reads<V: View>(_ view: V) -> Bool {
    (V.self as? any PrimitiveView.Type)?.storedFieldsAreWhereRead ?? false
  }

  /// The wrappers that read in place, over content of different sizes and alignments.
  @Test func everyInPlaceTypeFindsItsFieldsWhereSwiftPutThem() {
    #expect(reads(VStack { Text("a") }))
    #expect(
      reads(
        VStack(spacing: 3) {
          Color.red; Text("b"); Spacer()
        }))
    #expect(reads(HStack { EmptyView() }))
    #expect(
      reads(
        ZStack {
          Circle(); Text("c")
        }))
    #expect(reads(Text("d").padding(3)))
    #expect(reads(Color.red.frame(width: 2, height: 3)))
    #expect(reads(ForEach(0..<3, id: \.self) { Text("\($0)") }))
    #expect(reads(ForEach(["x", "y"], id: \.self) { Text($0).padding() }))
    #expect(reads(branch(true)))
    #expect(reads(branch(false)))
  }

  /// An `if`/`else`: a `_ConditionalContent` of two differently laid-out branches.
  @ViewBuilder func branch(_ flag: Bool) -> some View {
    if flag {
      Text("e")
    } else {
      Color.blue.frame(width: 1)
    }
  }

  /// A primitive whose in-place read would draw something else: with its fields reported
  /// out of place, the render takes the general path.
  nonisolated struct Misplaced: View, PrimitiveView {
    let title: String
    typealias Body = Never
    static var storedFieldsAreWhereRead: Bool { false }
    static func makeNodes(at view: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node]) {
      Vellum.makeNodes(Text("read in place"), context, into: &nodes)
    }
    func makeChildren(_ context: ResolveContext) -> ChildList { Vellum.makeChildren(Text(title), context) }
  }

  @Test func aTypeWhoseFieldsAreElsewhereTakesTheGeneralPath() {
    let snapshot = LayoutSnapshot(of: VStack { Misplaced(title: "general") }, proposal: .unspecified)
    #expect(!snapshot.frames(ofText: "general").isEmpty && snapshot.frames(ofText: "read in place").isEmpty)
  }

  /// Random trees (stacks, frames, padding, ForEach, `if`, AnyView, ScrollView, decomposed
  /// subviews) laid out and drawn both ways: the same frames and the same display list.
  @Test func inPlaceAndGeneralResolveBuildTheSameTree() throws {
    let renderer = try ImageRenderer()
    var general = EnvironmentValues()
    general.usesFastResolvePaths = false
    var r = PropertyTests.Random(state: 0xFA57)
    for index in 0..<(PropertyTests.trees / 2) {
      var local = PropertyTests.Random(state: r.next())
      let tree = PropertyTests.Tree.random(&local, depth: 5)
      let flag = index.isMultiple(of: 2)
      let view = VStack {
        if flag {
          tree.view
        } else {
          Text("other")
          tree.view
        }
      }
      let proposal = ProposedViewSize(width: 393, height: 852)
      let fast = LayoutSnapshot(of: view, proposal: proposal).description
      let slow = LayoutSnapshot(of: view, proposal: proposal, environment: general).description
      #expect(fast == slow && fast.contains("Text(\"other\")") != flag, "\(tree)")
      if index.isMultiple(of: 4) {
        let drawn = renderer.displayList(view, size: proposal, scale: 2).displayList.description
        let drawnSlow = renderer.displayList(view, size: proposal, scale: 2, environment: general).displayList
          .description
        #expect(drawn == drawnSlow, "\(tree)")
      }
    }
  }

  /// A row with state and an environment value: a `ForEach` of them looks its type up once for
  /// the run, and must still install each row's own state and read the environment per row.
  struct CounterRow: View {
    let start: Int
    @State private var count: Int
    @Environment(\.colorScheme) private var scheme

    init(start: Int) {
      self.start = start
      _count = State(initialValue: start * 10)
    }

    var body: some View {
      if start.isMultiple(of: 2) {
        Text("\(count) \(scheme)").frame(width: CGFloat(20 + start))
      } else {
        Color.red.frame(width: 5, height: CGFloat(start))
      }
    }
  }

  @Test func aForEachRunOfViewsWithBodiesBuildsWhatTheGeneralPathBuilds() {
    var general = EnvironmentValues()
    general.usesFastResolvePaths = false
    let view = VStack {
      ForEach(0..<5, id: \.self) { CounterRow(start: $0) }
      ForEach(["a", "b"], id: \.self) { Text($0).padding(1) }
    }
    let fast = LayoutSnapshot(of: view, proposal: .unspecified).description
    let slow = LayoutSnapshot(of: view, proposal: .unspecified, environment: general).description
    #expect(fast == slow)
    #expect(
      fast.contains("Text(\"0 light\")") && fast.contains("Text(\"20 light\")") && fast.contains("Text(\"40 light\")"))
  }
}

/// Counts reads of an element's id through a key path (`ForEach(_:id:)` with a path that is
/// not `\.self`), so a test can tell that resolve went through the path.
private struct CountedItem {
  nonisolated(unsafe) static var idReads = 0
  let name: String
  var countedID: String {
    Self.idReads += 1
    return name
  }
}

extension Int {
  fileprivate var countedID: Int {
    CountedItem.idReads += 1
    return self
  }
}

@Suite(.serialized) struct KeyPathIdentityTests {
  /// A `ForEach` identified through a key path reads each element's id through it on both
  /// paths (the fast path tells a path from `\.self` without the path's generic type), over
  /// an array and over a range, and both build the same tree.
  @Test func keyPathIdentifiedForEachReadsEachIdOnBothPaths() {
    var general = EnvironmentValues()
    general.usesFastResolvePaths = false
    let items = ["a", "b", "c"].map { CountedItem(name: $0) }
    let view = VStack {
      ForEach(items, id: \.countedID) { Text($0.name) }
      ForEach(0..<2, id: \.countedID) { Text("row \($0)") }
    }
    CountedItem.idReads = 0
    let fast = LayoutSnapshot(of: view, proposal: .unspecified).description
    let fastReads = CountedItem.idReads
    CountedItem.idReads = 0
    let slow = LayoutSnapshot(of: view, proposal: .unspecified, environment: general).description
    #expect(fast == slow)
    #expect(fast.contains("Text(\"c\")") && fast.contains("Text(\"row 1\")"))
    #expect(fastReads >= 5 && CountedItem.idReads >= 5, "fast \(fastReads), general \(CountedItem.idReads)")
  }
}
