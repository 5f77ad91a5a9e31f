import Foundation

/// `.fixedSize`: proposes nil on the fixed axes so the child takes its ideal size there,
/// and centres the child in its bounds (spec F8).
struct FixedSizeLayout: UnaryPlacing {
  let horizontal: Bool
  let vertical: Bool

  func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
  }

  func childPlacement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    let childProposal = childProposal(proposal)
    let childSize = child.sizeThatFits(childProposal)
    return (CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2), childProposal)
  }
}

nonisolated extension View {
  /// Fixes the view at its ideal size on both axes.
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

  /// Fixes the view at its ideal size on the chosen axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    UnaryLayoutModifier(content: self, name: "fixedSize", keepsPriority: true) { _ in
      FixedSizeLayout(horizontal: horizontal, vertical: vertical)
    }
  }
}

extension FixedSizeLayout: ForwardsAlignmentGuides {}
