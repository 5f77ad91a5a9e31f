import Foundation

/// A layout that overlays its subviews, aligned in both axes, as SwiftUI's `ZStackLayout`.
///
/// Its size is the per-axis maximum over the children of the highest layout priority;
/// lower-priority children are proposed the same size but do not affect it (spec F9).
public struct ZStackLayout: Layout {
  public var alignment: Alignment

  public init(alignment: Alignment = .center) { self.alignment = alignment }

  struct Frame {
    var size: CGSize
    var origins: [CGPoint]
  }

  func frame(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Frame {
    guard let top = subviews.map(\.priority).max() else { return Frame(size: .zero, origins: []) }
    var left: CGFloat = 0
    var right: CGFloat = 0
    var upper: CGFloat = 0
    var lower: CGFloat = 0
    var guides: [(CGFloat, CGFloat)] = []
    var first = true
    // A child that is infinite on an axis (a Color under an infinite proposal) makes the
    // stack infinite on it; the other children then start at its edge.
    var infinite = (width: false, height: false)
    for subview in subviews {
      let dimensions = subview.dimensions(in: proposal)
      let h = dimensions.width.isFinite ? dimensions[alignment.horizontal] : 0
      let v = dimensions.height.isFinite ? dimensions[alignment.vertical] : 0
      guides.append((h, v))
      guard subview.priority == top else { continue }
      if !dimensions.width.isFinite { infinite.width = true }
      if !dimensions.height.isFinite { infinite.height = true }
      if first {
        (left, right, upper, lower) = (-h, dimensions.width - h, -v, dimensions.height - v)
        first = false
      } else {
        left = min(left, -h)
        right = max(right, dimensions.width - h)
        upper = min(upper, -v)
        lower = max(lower, dimensions.height - v)
      }
    }
    return Frame(
      size: CGSize(
        width: infinite.width ? .infinity : right - left, height: infinite.height ? .infinity : lower - upper),
      origins: guides.map {
        CGPoint(x: infinite.width ? 0 : -$0.0 - left, y: infinite.height ? 0 : -$0.1 - upper)
      })
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    frame(proposal, subviews).size
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let frame = frame(proposal, subviews)
    // Align the content box inside bounds, in case bounds differ from our own size.
    let dx = frame.size.width.isFinite ? (bounds.width - frame.size.width) * unit(alignment.horizontal) : 0
    let dy = frame.size.height.isFinite ? (bounds.height - frame.size.height) * unit(alignment.vertical) : 0
    for (index, subview) in subviews.enumerated() {
      let origin = frame.origins[index - subviews.startIndex]
      subview.place(at: CGPoint(x: bounds.minX + origin.x + dx, y: bounds.minY + origin.y + dy), proposal: proposal)
    }
  }
}

func unit(_ guide: HorizontalAlignment) -> CGFloat {
  guide == .leading ? 0 : guide == .trailing ? 1 : 0.5
}

func unit(_ guide: VerticalAlignment) -> CGFloat {
  guide == .top ? 0 : guide == .bottom ? 1 : guide == .center ? 0.5 : 1
}

/// A view that overlays its children, as in SwiftUI.
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
  // Content first: resolve reads it in place (see `UnsafeRawPointer.firstField(as:)`).
  let content: Content
  let layout: ZStackLayout

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    layout = ZStackLayout(alignment: alignment)
    self.content = content()
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList {
    LayoutView(layout: layout, content: content, name: "ZStack").makeChildren(context)
  }
  /// `makeNodes(at:)` reads `content` at 0 and `layout` after it.
  static var storedFieldsAreWhereRead: Bool {
    var fields = StoredFields()
    return MemoryLayout<Self>.offset(of: \Self.content) == fields.next(Content.self)
      && MemoryLayout<Self>.offset(of: \Self.layout) == fields.next(ZStackLayout.self)
  }

  static func makeNodes(at view: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node]) {
    let stored = view.field(after: Content.self, as: ZStackLayout.self)
    let layout = stored.pointee
    nodes.append(layoutNode("ZStack", layout, view.firstField(as: Content.self), context))
  }
}

extension ZStackLayout: ForwardsAlignmentGuides {}

extension ZStackLayout {
  /// The children's text baselines (and other vertical guides) where they are placed, as in
  /// SwiftUI: the top-most first baseline, the bottom-most last baseline.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    mergedExplicitAlignment(guide, subviews: subviews) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// The children's horizontal guides where they are placed (their average), as in SwiftUI:
  /// a row's text inside a `ZStack` still sets where the row's separator starts.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout ()
  ) -> CGFloat? {
    mergedExplicitAlignment(guide, subviews: subviews) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
}
