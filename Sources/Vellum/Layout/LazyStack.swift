import Foundation

/// A stack that resolves its children only as far as the scroll view shows them.
///
/// Along its axis it measures children one at a time from the start and stops once the
/// visible length (the enclosing scroll view's, or the canvas's) is filled; the rest of
/// its length is estimated from the average of the measured rows. Across its axis it
/// takes the proposed length (spec F14). `pinnedViews` are accepted; a still image at
/// offset 0 shows headers where they are anyway.
///
/// iOS rounds a lazy stack's length along its axis up to a whole point, where a `VStack` of
/// the same children is as long as they add up to; the children keep their exact places.
/// In ../shared/ios-reference: bwa-item-list-favorites' sections (a `LazyVStack` of a
/// 19.33 pt header 7 above a card) put the next section 0.67 pt lower than they add up to
/// (0.5 at AX5, bwa-item-list-favorites-ax5), and bw-send-list's card of two 60 pt rows and
/// a 0.33 pt divider is 121 tall; a card's rows inside one are exactly 71.33 apart
/// (bwa-item-list-digits-dark), so it is the stack's length that is rounded, not each row's.
final class LazyStackEngine: NodeLayout {
  var originatedGuides: GuideAxes { .all }
  let axis: Axis
  let alignment: CGFloat
  let spacing: CGFloat?
  let context: ResolveContext
  private var cursor: ChildCursor
  private var exhausted = false

  init(axis: Axis, alignment: CGFloat, spacing: CGFloat?, children: ChildList, context: ResolveContext) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.context = context
    self.cursor = ChildCursor(children)
    self.totalEstimate = children.estimatedCount
  }

  private let totalEstimate: Int

  private func gap(_ node: Node, _ before: Node) -> CGFloat {
    spacing ?? before.spacing.distance(to: node.spacing, along: axis)
  }

  /// Measures children until they cover `visible` along the axis; returns their sizes.
  private func materialize(_ node: Node, minor: CGFloat?) -> [CGSize] {
    let visible = node.container.visibleLength(axis)
    var sizes: [CGSize] = []
    var length: CGFloat = 0
    var index = 0
    while true {
      if index == node.children.count {
        if exhausted || length > visible { break }
        guard let child = cursor.next() else {
          exhausted = true
          break
        }
        let built = child.build(context)
        built.parent = node
        node.children.append(built)
      }
      let child = node.children[index]
      let size = child.size(for: ProposedViewSize(major: nil, minor: minor, axis: axis))
      if index > 0 { length += gap(child, node.children[index - 1]) }
      length += size[axis]
      sizes.append(size)
      index += 1
    }
    return sizes
  }

  func size(_ proposal: ProposedViewSize, node: Node) -> CGSize {
    let minor = proposal[axis.other]
    let sizes = materialize(node, minor: minor)
    var length = sizes.reduce(0) { $0 + $1[axis] }
    for index in node.children.indices.dropFirst().prefix(max(sizes.count - 1, 0)) {
      length += gap(node.children[index], node.children[index - 1])
    }
    if !exhausted, !sizes.isEmpty {
      let remaining = max(totalEstimate - cursor.consumedElements, 0)
      let average = length / CGFloat(sizes.count)
      length += CGFloat(remaining) * (average + (spacing ?? ViewSpacing.defaultDistance))
    }
    let widest = sizes.map { $0[axis.other] }.max() ?? 0
    return CGSize(major: length.rounded(.up), minor: minor ?? widest, axis: axis)
  }

  func place(in bounds: CGRect, proposal: ProposedViewSize, node: Node) {
    let minorLength = bounds.size[axis.other]
    let sizes = materialize(node, minor: minorLength)
    var cursorPosition = axis == .horizontal ? bounds.minX : bounds.minY
    for (index, child) in node.children.enumerated() {
      if index > 0 { cursorPosition += gap(child, node.children[index - 1]) }
      let size = sizes[index]
      var point = CGPoint.zero
      point[axis] = cursorPosition
      point[axis.other] =
        (axis == .horizontal ? bounds.minY : bounds.minX) + (minorLength - size[axis.other]) * alignment
      LayoutSubview(node: child).place(
        at: point, anchor: .topLeading, proposal: ProposedViewSize(major: nil, minor: minorLength, axis: axis))
      cursorPosition += size[axis]
    }
  }

  func spacing(node: Node) -> ViewSpacing { ViewSpacing() }
  func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node) -> CGFloat?
  { nil }
  func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node) -> CGFloat? {
    nil
  }
}

/// Which section parts stay pinned while scrolling, as in SwiftUI (accepted; no effect at offset 0).
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

nonisolated struct LazyStackView<Content: View>: View, PrimitiveView {
  let axis: Axis
  let alignment: CGFloat
  let spacing: CGFloat?
  let content: Content

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let (axis, alignment, spacing, content) = (axis, alignment, spacing, content)
    let checkedSpacing = Vellum.checkedSpacing(spacing, axis == .vertical ? "LazyVStack" : "LazyHStack", context)
    return context.leaf { context in
      var inner = context
      inner.stackAxis = axis
      let engine = LazyStackEngine(
        axis: axis, alignment: alignment, spacing: checkedSpacing, children: Vellum.makeChildren(content, inner),
        context: inner)
      return Node(name: axis == .vertical ? "LazyVStack" : "LazyHStack", layout: engine, context: context)
    }
  }
}

/// A vertical stack that resolves only the rows a scroll view shows, as in SwiftUI.
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
  let stack: LazyStackView<Content>

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    stack = LazyStackView(axis: .vertical, alignment: unit(alignment), spacing: spacing, content: content())
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { stack.makeChildren(context) }
}

/// A horizontal stack that resolves only the columns a scroll view shows, as in SwiftUI.
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
  let stack: LazyStackView<Content>

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    stack = LazyStackView(axis: .horizontal, alignment: unit(alignment), spacing: spacing, content: content())
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { stack.makeChildren(context) }
}
