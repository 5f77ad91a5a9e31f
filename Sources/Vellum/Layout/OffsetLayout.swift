import Foundation

/// `.offset`: draws the child moved by (x, y) without changing layout.
struct OffsetLayout: UnaryPlacing {
  let offset: CGSize

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func childPlacement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    (CGPoint(x: offset.width, y: offset.height), proposal)
  }
}

nonisolated extension View {
  /// Moves the view by (x, y) points when drawn; its place in layout does not change.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

  public func offset(_ offset: CGSize) -> some View {
    UnaryLayoutModifier(content: self, name: "offset", keepsPriority: true) { context in
      OffsetLayout(
        offset: CGSize(
          width: context.diagnostics.finite(offset.width, "offset(x:)"),
          height: context.diagnostics.finite(offset.height, "offset(y:)")))
    }
  }
}

extension OffsetLayout: ForwardsAlignmentGuides {}
