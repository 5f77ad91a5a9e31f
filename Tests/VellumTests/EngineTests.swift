import Foundation
import Testing
import Vellum
import VellumCairo

/// Counters and end-to-end checks of the engine: measure counts under deep nesting, lazy
/// resolution, bad input, the snapshot's text form and the rendered image's size.
@Suite(.serialized)
struct EngineTests {
  /// A measurer that counts how often it is asked, wrapping the deterministic one.
  final class CountingMeasurer: TextMeasuring, @unchecked Sendable {
    let base = ApproximateTextMeasurer()
    var count = 0
    func measure(_ run: TextRun, width: CGFloat?, maxLines: Int?) -> TextMetrics {
      count += 1
      return base.measure(run, width: width, maxLines: maxLines)
    }
  }

  struct Nested: View {
    let depth: Int
    var body: some View {
      if depth == 0 {
        Text("Leaf").id("leaf")
      } else if depth.isMultiple(of: 2) {
        VStack { Nested(depth: depth - 1) }
      } else {
        HStack { Nested(depth: depth - 1) }
      }
    }
  }

  func measureCount(depth: Int) -> Int {
    let measurer = CountingMeasurer()
    var environment = EnvironmentValues()
    environment.textMeasurer = measurer
    let snapshot = LayoutSnapshot(
      of: Nested(depth: depth), proposal: ProposedViewSize(width: 393, height: 852), environment: environment)
    #expect(snapshot.frame(of: "leaf") != nil)
    return measurer.count
  }

  @Test func textUnderDeepNestingIsMeasuredAConstantNumberOfTimes() {
    let shallow = measureCount(depth: 10)
    let deep = measureCount(depth: 100)
    #expect(deep <= 8, "a Text under 100 nested stacks was measured \(deep) times")
    #expect(deep == shallow, "measure count grew with depth: \(shallow) at 10, \(deep) at 100")
  }

  final class Counter: @unchecked Sendable {
    var value = 0
    func increment() { value += 1 }
  }

  /// A layout that counts how often it is asked each proposal.
  struct CountingLayout: Layout {
    final class Log: @unchecked Sendable { var proposals: [ProposedViewSize] = [] }
    let log: Log
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      log.proposals.append(proposal)
      return CGSize(width: proposal.width ?? 100, height: 300)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
  }

  /// A scroll view is measured at several heights (0, ∞ and the one it gets), but its
  /// content proposal is the same each time: content that does not read the container's
  /// size (no `containerRelativeFrame`) is measured once per proposal.
  @Test func scrollContentIsMeasuredOncePerProposal() {
    let log = CountingLayout.Log()
    let view = VStack {
      Text("Title")
      ScrollView { CountingLayout(log: log) { Color.red } }
      Color.blue.frame(height: 20)
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 390, height: 844))
    #expect(snapshot.size.height == 844)
    #expect(!log.proposals.isEmpty)
    #expect(log.proposals.count == Set(log.proposals).count, "asked again: \(log.proposals)")
  }

  /// Under `containerRelativeFrame` the content does read the scroll view's size, and still
  /// follows it when the scroll view is measured at another height.
  @Test func containerRelativeContentFollowsTheScrollViewsSize() {
    let view = VStack(spacing: 0) {
      ScrollView { Color.red.containerRelativeFrame(.vertical).id("page") }
      Color.blue.frame(height: 100)
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 390, height: 600))
    #expect(snapshot.frame(of: "page")?.height == 500)
  }

  /// Content wider than a vertical scroll view overflows both its edges, as iOS centres it
  /// (a search header under 445-point images was drawn from the left edge, cut on the right).
  @Test func contentWiderThanAScrollViewIsCentredAcrossIt() {
    let view = ScrollView {
      VStack(spacing: 0) {
        Color.red.frame(width: 500, height: 100).id("wide")
        Color.blue.frame(width: 200, height: 100).id("narrow")
      }
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 390, height: 600))
    #expect(snapshot.frame(of: "wide")?.minX == -55, "\(String(describing: snapshot.frame(of: "wide")))")
    #expect(snapshot.frame(of: "narrow")?.minX == 95)
  }

  /// A custom layout that measures its subviews as an HStack and as a VStack.
  struct BothWays: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      var none: Void = ()
      let row = HStackLayout(spacing: 10).sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &none)
      let column = VStackLayout(spacing: 30).sizeThatFits(proposal: .unspecified, subviews: subviews, cache: &none)
      return CGSize(width: row.width, height: column.height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
  }

  @Test func stacksOfBothAxesOverTheSameSubviewsKeepTheirOwnGaps() {
    let view = BothWays {
      Color.red.frame(width: 20, height: 20)
      Color.blue.frame(width: 20, height: 20)
      Color.green.frame(width: 20, height: 20)
    }
    #expect(LayoutSnapshot(of: view, proposal: .unspecified).size == CGSize(width: 80, height: 120))
  }

  @Test func lazyStackResolvesOnlyVisibleRows() {
    let counter = Counter()
    let view = ScrollView {
      LazyVStack(spacing: 0) {
        ForEach(0..<1_000_000) { index in
          let _ = counter.increment()
          Color.blue.frame(height: 50).id(index)
        }
      }
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 390, height: 844))
    #expect(counter.value <= 20, "resolved \(counter.value) rows for a viewport of 17")
    #expect(counter.value >= 17)
    #expect(snapshot.frame(of: 16) == CGRect(x: 0, y: 800, width: 390, height: 50))
    #expect(snapshot.frame(of: 100) == nil)
  }

  @Test func lazyAndEagerStacksPlaceVisibleRowsAlike() {
    func rows(_ lazy: Bool) -> [CGRect?] {
      let content = ForEach(0..<30) { Color.red.frame(height: CGFloat(20 + $0 % 3 * 5)).id($0) }
      let view: AnyView =
        lazy
        ? AnyView(ScrollView { LazyVStack(spacing: 4) { content } })
        : AnyView(ScrollView { VStack(spacing: 4) { content } })
      let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 200, height: 300))
      return (0..<10).map { snapshot.frame(of: $0) }
    }
    #expect(rows(true) == rows(false))
  }

  @Test func badInputGivesFiniteFramesAndDiagnostics() {
    let view = VStack(spacing: .nan) {
      Color.red.frame(width: .infinity, height: -3)
      Color.blue.padding(.nan).offset(x: .infinity)
      Color.green.frame(minWidth: .nan, maxWidth: -1).containerRelativeFrame(.horizontal, count: -2, spacing: 0)
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: .nan, height: -10))
    for line in snapshot.description.split(separator: "\n") {
      #expect(!line.contains("nan") && !line.contains("inf"), "non-finite frame: \(line)")
    }
    let messages = snapshot.diagnostics.joined(separator: "\n")
    for modifier in ["VStack(spacing:)", "frame(width:)", "padding", "offset(x:)", "frame(minWidth:)", "count"] {
      #expect(messages.contains(modifier), "no diagnostic names \(modifier): \(messages)")
    }
  }

  @Test func snapshotDescribesTheTree() {
    let view = HStack(spacing: 0) {
      Color.red.frame(width: 10)
      Color.blue
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 20))
    #expect(
      snapshot.description == """
        HStack (0, 0, 100×20)
          frame (0, 0, 10×20)
            Color(red) (0, 0, 10×20)
          Color(blue) (10, 0, 90×20)
        """)
  }

  @Test func customLayoutIsUsableAsAView() {
    struct Diagonal: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 20 * CGFloat(subviews.count), height: 20 * CGFloat(subviews.count))
      }
      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
          subview.place(
            at: CGPoint(x: bounds.minX + CGFloat(index) * 20, y: bounds.minY + CGFloat(index) * 20),
            proposal: ProposedViewSize(width: 20, height: 20))
        }
      }
    }
    let view = Diagonal {
      Color.red.id("a")
      Color.blue.id("b")
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 40, height: 40))
    #expect(snapshot.frame(of: "b") == CGRect(x: 20, y: 20, width: 20, height: 20))
  }

  @Test func pngHasThePixelSizeOfCanvasTimesScale() throws {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(
      Text("Hello").padding(), size: ProposedViewSize(width: 393, height: 852), scale: 3)
    let data = try renderer.encode(result.displayList, scale: 3, colorScheme: .light, format: .png)
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 1179 && height == 2556)
    let again = try renderer.encode(result.displayList, scale: 3, colorScheme: .light, format: .png)
    #expect(again == data, "the same display list must encode to the same bytes")
  }

  @Test func absurdImageSizesAreRefusedBeforeAllocation() {
    #expect(throws: RenderError.self) { try ImageRenderer.checkPixelSize(width: 20_000, height: 10) }
    #expect(throws: RenderError.self) { try ImageRenderer.checkPixelSize(width: 16_000, height: 16_800) }
    #expect(throws: RenderError.self) { try ImageRenderer.checkPixelSize(width: .nan, height: 10) }
    #expect(throws: Never.self) { try ImageRenderer.checkPixelSize(width: 1179, height: 2556) }
  }

  @Test func displayListTextFormIsStable() {
    let view = ZStack {
      RoundedRectangle(cornerRadius: 4).fill(Color.red)
      Text("Hi")
    }
    .frame(width: 40, height: 20)
    .opacity(0.5)
    var environment = EnvironmentValues()
    environment.textMeasurer = ApproximateTextMeasurer()
    let list = Renderer(view, proposal: ProposedViewSize(width: 40, height: 20), environment: environment).displayList
    let text = list.description
    #expect(text.hasPrefix("canvas 40×20\nopacity 0.5\n  fill (0, 0, 40×20) #ff3b30ff M"))
    // Centred at (11.5, -0.5); edges round to the pixel grid, the width stays exact.
    #expect(text.contains("text (12, -1, 17×22) default 17pt w400 #000000ff \"Hi\""))
    #expect(text.hasSuffix("end opacity"))
  }
}

struct SafeAreaAndAnyLayoutTests {
  @Test func safeAreaPaddingInsetsScrollContentAndPadsOtherViews() {
    let scroll = ScrollView { Color.red.frame(height: 10).id("row") }.safeAreaPadding(.horizontal, 20)
    let scrolled = LayoutSnapshot(of: scroll, proposal: ProposedViewSize(width: 200, height: 100))
    #expect(scrolled.frame(of: "row") == CGRect(x: 20, y: 0, width: 160, height: 10))

    let plain = Color.red.id("color").safeAreaPadding(10)
    let padded = LayoutSnapshot(of: plain, proposal: ProposedViewSize(width: 100, height: 100))
    #expect(padded.frame(of: "color") == CGRect(x: 10, y: 10, width: 80, height: 80))
  }

  @Test func anyLayoutKeepsTheStackAxisForSpacers() {
    let view = AnyLayout(HStackLayout(spacing: 0)) {
      Color.red.frame(width: 10, height: 10).id("a")
      Spacer()
      Color.blue.frame(width: 10, height: 10).id("b")
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 10))
    #expect(snapshot.frame(of: "b") == CGRect(x: 90, y: 0, width: 10, height: 10))
  }
}

/// Unary layouts place their child under the proposal it was measured with (SwiftUI's
/// placement context), not under their own size: a stack that would distribute a
/// narrower width differently keeps the layout it was measured with.
@Suite(.serialized)
struct PlacementProposalTests {
  @Test func paddingAndFrameKeepTheMeasuredLayout() throws {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    let row = HStack {
      Button("Automatic") {}
      Button("Bordered") {}.buttonStyle(.bordered)
      Button("Prominent") {}.buttonStyle(.borderedProminent)
    }
    let alone = LayoutSnapshot(of: row, proposal: .unspecified, environment: environment)
    let ideal = try #require(alone.frames(ofText: "Bordered").first)
    for view in [AnyView(row.padding()), AnyView(row.frame(height: 60).padding(8)), AnyView(VStack { row }.padding())] {
      let snapshot = LayoutSnapshot(
        of: view, proposal: ProposedViewSize(width: 361, height: 200), environment: environment)
      let placed = try #require(snapshot.frames(ofText: "Bordered").first)
      #expect(placed.size == ideal.size, "the label keeps its one-line size: \(placed) vs \(ideal)")
    }
  }
}
