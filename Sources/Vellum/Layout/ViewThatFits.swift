import Foundation

/// Shows the first of its children whose ideal size fits the proposal along `axes`, or the
/// last one if none does, as SwiftUI's `ViewThatFits`. Along an axis not in `axes` a child
/// is proposed the container's own length; the other children are not drawn.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    LayoutView(layout: ViewThatFitsLayout(axes: axes), content: content, name: "ViewThatFits").makeChildren(context)
  }
}

struct ViewThatFitsLayout: Layout {
  let axes: Axis.Set

  /// The index of the child shown under a proposal.
  func choice(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Int? {
    guard !subviews.isEmpty else { return nil }
    let probe = ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    for (index, subview) in zip(subviews.indices, subviews) {
      let ideal = subview.sizeThatFits(probe)
      let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
      let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
      if fitsWidth && fitsHeight { return index }
    }
    return subviews.indices.last
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let index = choice(proposal, subviews) else { return .zero }
    return subviews[index].sizeThatFits(proposal)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let chosen = choice(proposal, subviews)
    for index in subviews.indices {
      subviews[index].node.excluded = index != chosen
      subviews[index].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
  }

  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    subviews.last?.spacing ?? ViewSpacing()
  }
}
