import Foundation
import Testing
import Vellum

/// `LayoutValueKey`: values a view passes to the custom layout that places it, read from
/// `subviews[i][Key.self]`, as a timeline lays out events by the time each one carries.
struct LayoutValueKeyTests {
  /// Where along the timeline an event sits, 0…1.
  struct TimelinePosition: LayoutValueKey {
    static let defaultValue: CGFloat = 0
  }

  /// A row that puts each subview's leading edge at its position's share of the width.
  struct Timeline: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: proposal.width ?? 300, height: subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for subview in subviews {
        let x = bounds.minX + bounds.width * subview[TimelinePosition.self]
        subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: .unspecified)
      }
    }
  }

  @Test func aLayoutReadsEachSubviewsValueOrTheDefault() {
    let view = Timeline {
      Color.red.frame(width: 10, height: 10).layoutValue(key: TimelinePosition.self, value: 0.5).id("noon")
      Color.blue.frame(width: 10, height: 10).id("unset")
      Color.green.frame(width: 10, height: 10).layoutValue(key: TimelinePosition.self, value: 0.75).id("evening")
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 400, height: 100))
    let origin = snapshot.rootFrame.minX
    #expect(snapshot.frame(of: "noon")?.minX == origin + 200)
    #expect(snapshot.frame(of: "unset")?.minX == origin)
    #expect(snapshot.frame(of: "evening")?.minX == origin + 300)
  }

  /// A value set inside modifiers applied after it (padding, a background, a frame) still
  /// belongs to the subview; one set again outside wins; one inside a stack does not reach
  /// the layout, since the stack is the subview.
  @Test func valuesShowThroughModifiersButNotThroughContainers() {
    let view = Timeline {
      Color.red.frame(width: 10, height: 10)
        .layoutValue(key: TimelinePosition.self, value: 0.25)
        .padding(4).background(Color.gray).opacity(0.8).frame(width: 30).id("padded")
      Color.blue.frame(width: 10, height: 10)
        .layoutValue(key: TimelinePosition.self, value: 0.25)
        .layoutValue(key: TimelinePosition.self, value: 0.5).id("outer")
      VStack { Color.green.frame(width: 10, height: 10).layoutValue(key: TimelinePosition.self, value: 0.75) }
        .id("stack")
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 400, height: 100))
    let origin = snapshot.rootFrame.minX
    #expect(snapshot.frame(of: "padded")?.minX == origin + 100)
    #expect(snapshot.frame(of: "outer")?.minX == origin + 200)
    #expect(snapshot.frame(of: "stack")?.minX == origin)
  }

  /// Every view a `ForEach` makes carries the value set on it, as the layout sees them.
  @Test func eachElementOfAForEachCarriesItsOwnValue() {
    let view = Timeline {
      ForEach(0..<4) { index in
        Color.red.frame(width: 10, height: 10)
          .layoutValue(key: TimelinePosition.self, value: CGFloat(index) / 4).id(index)
      }
    }
    let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 400, height: 100))
    let origin = snapshot.rootFrame.minX
    #expect((0..<4).map { snapshot.frame(of: $0)?.minX } == [0, 100, 200, 300].map { origin + $0 })
  }
}
