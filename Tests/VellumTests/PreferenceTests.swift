import Foundation
import Testing
import Vellum

/// Preferences (reduce order, replacement by an outer `.preference`, `transformPreference`),
/// `onPreferenceChange`, anchor preferences read through `GeometryProxy[anchor]` by
/// `overlayPreferenceValue`/`backgroundPreferenceValue`, and named coordinate spaces.
/// Expected values follow SwiftUI's documented behaviour; frames are derived by hand.
@Suite struct PreferenceTests {
  struct SumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
  }

  struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
  }

  struct RectKey: PreferenceKey {
    static let defaultValue = CGRect.zero
    static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
  }

  struct SelectedBoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
  }

  final class Received<Value> {
    var values: [Value] = []
  }

  @Test func siblingsAreReducedInOrderAndTheActionGetsTheFinalValue() {
    let names = Received<[String]>()
    let sums = Received<Int>()
    let view = VStack {
      Text("a").preference(key: NamesKey.self, value: ["a"]).preference(key: SumKey.self, value: 1)
      Text("b")
      HStack {
        Text("c").preference(key: NamesKey.self, value: ["c"]).preference(key: SumKey.self, value: 2)
        Text("d").preference(key: NamesKey.self, value: ["d"]).preference(key: SumKey.self, value: 3)
      }
    }
    .onPreferenceChange(NamesKey.self) { names.values.append($0) }
    .onPreferenceChange(SumKey.self) { sums.values.append($0) }
    _ = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 300, height: 300))
    #expect(names.values == [["a", "c", "d"]])
    #expect(sums.values == [6])
  }

  @Test func anOuterPreferenceReplacesTheContentsAndTransformChangesIt() {
    let replaced = Received<Int>()
    let transformed = Received<Int>()
    let unset = Received<Int>()
    _ = LayoutSnapshot(
      of: VStack {
        HStack {
          Text("a").preference(key: SumKey.self, value: 1)
          Text("b").preference(key: SumKey.self, value: 2)
        }
        .preference(key: SumKey.self, value: 100)
        .onPreferenceChange(SumKey.self) { replaced.values.append($0) }
        HStack {
          Text("c").preference(key: SumKey.self, value: 5)
        }
        .transformPreference(SumKey.self) { $0 *= 10 }
        .onPreferenceChange(SumKey.self) { transformed.values.append($0) }
        Text("none").onPreferenceChange(SumKey.self) { unset.values.append($0) }
      },
      proposal: ProposedViewSize(width: 300, height: 300))
    #expect(replaced.values == [100])
    #expect(transformed.values == [50])
    #expect(unset.values == [0])
  }

  @Test func namedCoordinateSpacesMeasureFromTheirOrigin() {
    let named = Received<CGRect>()
    let global = Received<CGRect>()
    let view = VStack(spacing: 0) {
      Color.red.frame(width: 100, height: 50)
      GeometryReader { proxy in
        Color.clear
          .preference(key: RectKey.self, value: proxy.frame(in: .named("card")))
          .onPreferenceChange(RectKey.self) { _ in global.values.append(proxy.frame(in: .global)) }
      }
      .frame(width: 100, height: 30)
      .id("reader")
    }
    .padding(20)
    .coordinateSpace(.named("card"))
    .onPreferenceChange(RectKey.self) { named.values.append($0) }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 400, height: 400))
    #expect(named.values == [CGRect(x: 20, y: 70, width: 100, height: 30)])
    #expect(global.values == [snapshot.frame(of: "reader")])
    #expect(snapshot.frame(of: "reader") == CGRect(x: 150, y: 210, width: 100, height: 30))
  }

  /// iOS 17's `.scrollView` space is the nearest scroll view's, and `.scrollView(axis:)` the
  /// nearest scrolling along that axis (a swipe-action row inside a vertical list).
  @Test func scrollViewSpacesMeasureFromTheNearestScrollView() {
    let inner = Received<CGRect>()
    let outer = Received<CGRect>()
    let view = ScrollView {
      Color.red.frame(height: 40)
      ScrollView(.horizontal) {
        GeometryReader { proxy in
          Color.clear
            .preference(key: RectKey.self, value: proxy.frame(in: .scrollView))
            .onPreferenceChange(RectKey.self) { _ in outer.values.append(proxy.frame(in: .scrollView(axis: .vertical)))
            }
        }
        .frame(width: 50, height: 20)
        .padding(.leading, 10)
      }
    }
    .padding(.top, 30)
    .onPreferenceChange(RectKey.self) { inner.values.append($0) }
    _ = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 200, height: 300))
    #expect(inner.values == [CGRect(x: 10, y: 0, width: 50, height: 20)], "the horizontal scroll view's space")
    #expect(outer.values == [CGRect(x: 10, y: 48, width: 50, height: 20)], "the vertical one's, below the red bar")
  }

  @Test func anUnknownCoordinateSpaceNameFallsBackToGlobalWithADiagnostic() {
    let received = Received<CGRect>()
    let view = GeometryReader { proxy in
      Color.clear.preference(key: RectKey.self, value: proxy.frame(in: .named("nowhere")))
    }
    .frame(width: 40, height: 40)
    .onPreferenceChange(RectKey.self) { received.values.append($0) }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 100))
    #expect(received.values.last == CGRect(x: 30, y: 30, width: 40, height: 40))
    #expect(snapshot.diagnostics.contains { $0.contains("no enclosing coordinateSpace") && $0.contains("nowhere") })
  }

  /// A tab bar whose selected tab is underlined by an overlay built from an anchor
  /// preference: the idiom of objc.io's "AnchorExamples" (Chris Eidhof, 2019), written anew.
  struct UnderlinedTabs: View {
    var tabs = ["World Clock", "Alarm", "Bedtime"]
    var selected: Int

    var body: some View {
      HStack {
        ForEach(tabs.indices, id: \.self) { index in
          Button(tabs[index]) {}
            .id(tabs[index])
            .anchorPreference(key: SelectedBoundsKey.self, value: .bounds) { index == selected ? $0 : nil }
        }
      }
      .padding(10)
      .overlayPreferenceValue(SelectedBoundsKey.self) { anchor in
        GeometryReader { proxy in
          if let anchor {
            Rectangle()
              .fill(Color.accentColor)
              .frame(width: proxy[anchor].width, height: 2)
              .id("underline")
              .offset(x: proxy[anchor].minX)
              .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
          }
        }
      }
    }
  }

  @Test func anAnchorOverlayUnderlinesTheSelectedTab() {
    for (index, title) in ["World Clock", "Alarm", "Bedtime"].enumerated() {
      let snapshot = LayoutSnapshot(
        of: UnderlinedTabs(selected: index), proposal: ProposedViewSize(width: 390, height: 200))
      let tab = try! #require(snapshot.frame(of: title))
      let underline = try! #require(snapshot.frame(of: "underline"))
      // As wide as the selected tab, under it, at the bottom of the padded bar (10 below).
      #expect(abs(underline.minX - tab.minX) < 0.001)
      #expect(abs(underline.width - tab.width) < 0.001)
      #expect(abs(underline.height - 2) < 0.001)
      #expect(abs(underline.maxY - (tab.maxY + 10)) < 0.001)
    }
  }

  @Test func pointAnchorsAndBackgroundValuesResolveInTheReadersSpace() {
    struct CenterKey: PreferenceKey {
      static let defaultValue: [Anchor<CGPoint>] = []
      static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
    }
    let view = HStack(spacing: 10) {
      Color.red.frame(width: 20, height: 20).anchorPreference(key: CenterKey.self, value: .center) { [$0] }
      Color.blue.frame(width: 40, height: 40).anchorPreference(key: CenterKey.self, value: .topTrailing) { [$0] }
    }
    .padding(5)
    .backgroundPreferenceValue(CenterKey.self) { anchors in
      GeometryReader { proxy in
        ForEach(anchors.indices, id: \.self) { index in
          Circle().frame(width: 4, height: 4).id("dot\(index)").position(proxy[anchors[index]])
        }
      }
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 200, height: 200))
    // The padded HStack is 80 × 50 at (60, 75); the red square's centre is (15, 25) in it,
    // the blue one's top trailing corner (75, 5).
    #expect(snapshot.frame(of: "dot0") == CGRect(x: 60 + 15 - 2, y: 75 + 25 - 2, width: 4, height: 4))
    #expect(snapshot.frame(of: "dot1") == CGRect(x: 60 + 75 - 2, y: 75 + 5 - 2, width: 4, height: 4))
  }
}
