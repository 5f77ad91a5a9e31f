import Foundation
import Testing
import Vellum

/// `ForEach(subviews:)`, `Group(subviews:)`, sections, container values and the legacy
/// `_VariadicView`: each row of the flattening table in `ChildList` and the edge cases the
/// seed articles warn about.
@Suite struct DecompositionTests {
  static let canvas = ProposedViewSize(width: 393, height: 852)

  /// A container that shows how many subviews it got and stacks them with no spacing.
  struct Counting<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
      VStack(spacing: 0) {
        Group(subviews: content) { subviews in
          Text("count \(subviews.count)")
          subviews
        }
      }
    }
  }

  struct Box: View {
    let name: String
    var body: some View { Color.red.frame(width: 10, height: 10).id(name) }
  }

  /// A custom view whose body is several views: each is a child of the container.
  struct TwoBoxes: View {
    var body: some View {
      Box(name: "m1")
      Box(name: "m2")
    }
  }

  func count<V: View>(_ content: V) -> Int? {
    let snapshot = LayoutSnapshot(of: content, proposal: Self.canvas)
    for n in 0...100 where !snapshot.frames(ofText: "count \(n)").isEmpty { return n }
    return nil
  }

  /// The order in which ids appear top to bottom.
  func order<V: View>(_ view: V, _ names: [String]) -> [String] {
    let snapshot = LayoutSnapshot(of: view, proposal: Self.canvas)
    return names.compactMap { name in snapshot.frame(of: name).map { (name, $0.minY) } }.sorted { $0.1 < $1.1 }.map {
      $0.0
    }
  }

  @Test func flatteningRows() {
    let flag = true
    let missing: Int? = nil
    #expect(
      count(
        Counting {
          Box(name: "a"); Box(name: "b")
        }) == 2, "views in a builder")
    #expect(
      count(
        Counting {
          Group {
            Group {
              Box(name: "a"); Box(name: "b")
            }; Box(name: "c")
          }
        }) == 3, "nested groups")
    #expect(
      count(Counting { ForEach(0..<3) { i in ForEach(0..<2) { j in Box(name: "\(i)\(j)") } } }) == 6,
      "ForEach in ForEach")
    #expect(count(Counting { if flag { Box(name: "a"); Box(name: "b") } else { Box(name: "c") } }) == 2, "if/else")
    #expect(
      count(
        Counting {
          if let missing { Box(name: "\(missing)") }; Box(name: "a")
        }) == 1, "optional nil")
    #expect(
      count(
        Counting {
          EmptyView(); Box(name: "a"); EmptyView()
        }) == 1, "EmptyView contributes nothing")
    #expect(
      count(
        Counting {
          TwoBoxes(); Box(name: "a")
        }) == 3, "custom view with a multi-view body")
    #expect(
      count(
        Counting {
          VStack {
            Box(name: "a"); Box(name: "b")
          }
        }) == 1, "a stack is one child")
    #expect(
      count(
        Counting {
          Section {
            Box(name: "a")
          } header: {
            Text("Header")
          } footer: {
            Text("Footer")
          }
        }) == 3, "section parts")
    #expect(count(Counting { EmptyView() }) == 0, "empty content")
  }

  @Test func childrenKeepTheirOrder() {
    let view = Counting {
      Box(name: "a")
      ForEach(["b", "c"], id: \.self) { Box(name: $0) }
      TwoBoxes()
    }
    #expect(order(view, ["m2", "c", "a", "m1", "b"]) == ["a", "b", "c", "m1", "m2"])
  }

  @Test func modifiersOnAGroupApplyToEachChild() {
    let view = VStack(spacing: 0) {
      ForEach(
        subviews: Group {
          Box(name: "a"); Box(name: "b")
        }.padding(5)
      ) { $0 }
    }
    let snapshot = LayoutSnapshot(of: view, proposal: Self.canvas)
    let a = snapshot.frame(of: "a"), b = snapshot.frame(of: "b")
    #expect(a != nil && b != nil)
    if let a, let b { #expect(b.minY - a.minY == 20, "each child padded by 5 on both sides") }
  }

  /// A container that passes its subviews through unchanged.
  struct PassThrough<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View { ForEach(subviews: content) { $0 } }
  }

  final class IDs: @unchecked Sendable {
    var seen: [[Subview.ID]] = []
  }

  struct RecordingIDs<Content: View>: View {
    let ids: IDs
    @ViewBuilder var content: Content
    var body: some View {
      Group(subviews: content) { subviews in
        let _ = ids.seen.append(subviews.map(\.id))
        subviews
      }
    }
  }

  @Test func subviewIdsAreStableDistinctAndSurviveRedecomposition() {
    let ids = IDs()
    func content() -> some View {
      Group {
        Box(name: "a")
        ForEach(["x", "y"], id: \.self) { Box(name: $0) }
      }
    }
    _ = LayoutSnapshot(of: RecordingIDs(ids: ids) { content() }, proposal: Self.canvas)
    _ = LayoutSnapshot(of: RecordingIDs(ids: ids) { content() }, proposal: Self.canvas)
    _ = LayoutSnapshot(of: RecordingIDs(ids: ids) { PassThrough { content() } }, proposal: Self.canvas)
    #expect(ids.seen.count == 3)
    #expect(ids.seen[0] == ids.seen[1], "ids differ between renders")
    #expect(Set(ids.seen[0]).count == 3, "ids are not distinct: \(ids.seen[0])")
    #expect(ids.seen[2].count == 3, "a subview decomposed again is still one subview")
    #expect(ids.seen[0][1].description.contains("x"), "a ForEach id is part of the subview id")
  }

  /// `id: \.self` makes each element its own id (resolve skips the key path for it), any
  /// other key path projects it, and a range is identified as the same integers in an array.
  @Test @MainActor func forEachIdsAreTheElementsOrWhatTheirKeyPathGives() {
    let ids = IDs()
    func record<Content: View>(@ViewBuilder _ content: () -> Content) {
      _ = LayoutSnapshot(of: RecordingIDs(ids: ids, content: content), proposal: Self.canvas)
    }
    let cell = Color.red.frame(width: 10, height: 10)
    record { ForEach(["ab", "c", "ab"], id: \.self) { _ in cell } }
    record { ForEach(["ab", "c", "de"], id: \.count) { _ in cell } }
    record { ForEach(["ab", "c", "de"], id: \.self) { _ in cell } }
    record { ForEach(0..<3, id: \.self) { _ in cell } }
    record { ForEach([0, 1, 2], id: \.self) { _ in cell } }
    let (bySelf, byCount, distinct, range, array) = (ids.seen[0], ids.seen[1], ids.seen[2], ids.seen[3], ids.seen[4])
    #expect(bySelf[0] == bySelf[2] && bySelf[0] != bySelf[1], "equal elements, equal ids: \(bySelf)")
    #expect(byCount[0] == byCount[2] && byCount[0] != byCount[1], "ids by count (2, 1, 2): \(byCount)")
    #expect(Set(distinct).count == 3)
    #expect(range == array, "0..<3 and [0, 1, 2] give the same ids")
  }

  @Test func collectionEdgeCases() {
    struct FirstAndRest<Content: View>: View {
      @ViewBuilder var content: Content
      var body: some View {
        VStack(spacing: 0) {
          Group(subviews: content) { subviews in
            if !subviews.isEmpty {
              subviews[0].frame(width: 50).id("first")
            }
            if subviews.count > 1 {
              Text("rest \(subviews[1...].count) \(subviews.dropFirst().count) \(subviews.prefix(2).count)")
              HStack(spacing: 0) { subviews[1...] }.id("rest")
            }
          }
        }
      }
    }
    let empty = LayoutSnapshot(of: FirstAndRest { EmptyView() }, proposal: Self.canvas)
    #expect(empty.frame(of: "first") == nil && empty.frame(of: "rest") == nil)

    let single = LayoutSnapshot(of: FirstAndRest { Box(name: "a") }, proposal: Self.canvas)
    #expect(single.frame(of: "first")?.width == 50)
    #expect(single.frame(of: "rest") == nil)

    let many = LayoutSnapshot(
      of: FirstAndRest {
        Box(name: "a"); Box(name: "b"); Box(name: "c")
      }, proposal: Self.canvas)
    #expect(!many.frames(ofText: "rest 2 2 2").isEmpty, "slice counts")
    #expect(many.frame(of: "rest")?.width == 20, "a slice placed in a body renders all its subviews")
    #expect(many.frame(of: "c")?.minX == (many.frame(of: "b")?.maxX ?? -1))
  }

  enum TintKey: ContainerValueKey { static var defaultValue: String { "none" } }

  /// A container that labels each subview with its container value.
  struct Tagging<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
      VStack {
        ForEach(subviews: content) { subview in
          Text("tag \(subview.containerValues[TintKey.self])")
          subview
        }
      }
    }
  }

  @Test func containerValuesReachTheDirectContainerOnly() {
    let view = Tagging {
      Box(name: "a").containerValue(\.tint, "red")
      Box(name: "b")
      Box(name: "c").containerValue(\.tint, "blue").padding(4)
      Tagging { Box(name: "inner") }.containerValue(\.tint, "outer")
    }
    let snapshot = LayoutSnapshot(of: view, proposal: Self.canvas)
    #expect(snapshot.frames(ofText: "tag red").count == 1)
    #expect(snapshot.frames(ofText: "tag blue").count == 1, "values pass up through modifiers")
    #expect(snapshot.frames(ofText: "tag outer").count == 1)
    #expect(snapshot.frames(ofText: "tag none").count == 2, "default for b, and not inherited by the nested container")
  }

  /// A container that writes down each section's shape.
  struct SectionShapes<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
      VStack {
        Group(sections: content) { sections in
          Text("sections \(sections.count)")
          ForEach(sections) { section in
            Text(
              "h\(section.header.count) c\(section.content.count) f\(section.footer.count) \(section.containerValues[TintKey.self])"
            )
          }
        }
      }
    }
  }

  @Test func sectionsInEveryForm() {
    let view = SectionShapes {
      Section("Fruits") {
        Box(name: "a"); Box(name: "b")
      }
      Section {
        Box(name: "c")
      } header: {
        Text("H")
      } footer: {
        Text("F")
      }
      Section(header: Text("H"), footer: Text("F")) { Box(name: "d") }.containerValue(\.tint, "sec")
      Section {
        Box(name: "e")
      } footer: {
        Text("F")
      }
      Section {
        Box(name: "f"); Box(name: "g"); Box(name: "h")
      }
      ForEach(0..<2) { i in Section("S\(i)") { Box(name: "s\(i)") } }
    }
    let snapshot = LayoutSnapshot(of: view, proposal: Self.canvas)
    for line in ["sections 7", "h1 c2 f0 none", "h1 c1 f1 sec", "h0 c1 f1 none", "h0 c3 f0 none"] {
      #expect(!snapshot.frames(ofText: line).isEmpty, "missing \(line)")
    }
    #expect(snapshot.frames(ofText: "h1 c1 f1 none").count == 1)
    #expect(snapshot.frames(ofText: "h1 c1 f0 none").count == 2, "sections inside ForEach")
  }

  @Test func contentWithoutSectionsIsOneSection() {
    let plain = LayoutSnapshot(
      of: SectionShapes {
        Box(name: "a"); Box(name: "b")
      }, proposal: Self.canvas)
    #expect(!plain.frames(ofText: "sections 1").isEmpty)
    #expect(!plain.frames(ofText: "h0 c2 f0 none").isEmpty)
    let empty = LayoutSnapshot(of: SectionShapes { EmptyView() }, proposal: Self.canvas)
    #expect(!empty.frames(ofText: "sections 0").isEmpty)
  }

  @Test func sectionInAPlainStackPlacesHeaderContentFooter() {
    let view = VStack(spacing: 0) {
      Section {
        Box(name: "content")
      } header: {
        Box(name: "header")
      } footer: {
        Box(name: "footer")
      }
    }
    #expect(order(view, ["footer", "content", "header"]) == ["header", "content", "footer"])
  }

  struct Separated: _VariadicView_MultiViewRoot {
    func body(children: _VariadicView.Children) -> some View {
      ForEach(Array(children.enumerated()), id: \.offset) { index, child in
        if index > 0 { Divider() }
        child
      }
    }
  }

  struct Stacked: _VariadicView_UnaryViewRoot {
    func body(children: _VariadicView.Children) -> some View {
      ForEach(children) { child in child.frame(width: 20) }
    }
  }

  @Test func legacyVariadicView() {
    let multi = LayoutSnapshot(
      of: VStack(spacing: 0) {
        _VariadicView.Tree(Separated()) {
          Box(name: "a"); Box(name: "b"); Box(name: "c")
        }
      },
      proposal: Self.canvas)
    #expect(multi.frames(ofKind: "Divider").count == 2)
    let unary = LayoutSnapshot(
      of: HStack {
        _VariadicView.Tree(Stacked()) {
          Box(name: "a"); Box(name: "b")
        }
      }, proposal: Self.canvas)
    let a = unary.frame(of: "a"), b = unary.frame(of: "b")
    #expect(a != nil && b != nil)
    if let a, let b { #expect(a.midX == b.midX && b.minY > a.minY, "a unary root is one view: its children stack") }
  }

  final class Counter: @unchecked Sendable {
    var value = 0
  }

  @Test func forEachSubviewsInALazyStackStaysLazy() {
    let counter = Counter()
    let view = ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(
          subviews: ForEach(0..<1_000_000) { index in
            let _ = counter.value += 1
            Color.blue.frame(height: 50).id(index)
          }
        ) { $0.padding(.horizontal) }
      }
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 390, height: 844))
    #expect(counter.value <= 20, "resolved \(counter.value) rows for a viewport of 17")
    #expect(snapshot.frame(of: 16)?.minY == 800)
  }
}

extension ContainerValues {
  fileprivate var tint: String {
    get { self[DecompositionTests.TintKey.self] }
    set { self[DecompositionTests.TintKey.self] = newValue }
  }
}
