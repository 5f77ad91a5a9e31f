import Foundation

/// `.position`: takes the whole proposal and centres the child at a point (spec F12).
struct PositionLayout: UnaryPlacing {
  let point: CGPoint

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard proposal.width == nil || proposal.height == nil else {
      return CGSize(width: proposal.width!, height: proposal.height!)
    }
    let child = subviews.first?.sizeThatFits(proposal) ?? .zero
    return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
  }

  func childPlacement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    let childProposal = ProposedViewSize(size)
    let childSize = child.sizeThatFits(childProposal)
    return (CGPoint(x: point.x - childSize.width / 2, y: point.y - childSize.height / 2), childProposal)
  }
}

nonisolated extension View {
  /// Centres the view at a point in its parent's coordinates, taking all the space offered.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

  public func position(_ position: CGPoint) -> some View {
    UnaryLayoutModifier(content: self, name: "position", keepsPriority: false) { context in
      PositionLayout(
        point: CGPoint(
          x: context.diagnostics.finite(position.x, "position(x:)"),
          y: context.diagnostics.finite(position.y, "position(y:)")))
    }
  }
}

extension PositionLayout: ForwardsAlignmentGuides {}
