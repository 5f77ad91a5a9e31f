import Foundation

nonisolated extension View {
  /// Places `content` along the leading or trailing edge and lays this view out in the rest,
  /// as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)` with a horizontal edge: the
  /// inset takes its ideal width across the full height (aligned by `alignment`), `spacing`
  /// apart from the view.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    HorizontalSafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing ?? 0) {
      self
      content()
    }
  }
}

/// The main view (first subview) in what a side inset (second subview) leaves of the width.
struct HorizontalSafeAreaInsetLayout: Layout {
  let edge: HorizontalEdge
  let alignment: VerticalAlignment
  let spacing: CGFloat

  func insetSize(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
    guard subviews.count > 1 else { return .zero }
    return subviews[subviews.startIndex + 1].sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
  }

  func mainProposal(_ proposal: ProposedViewSize, inset: CGSize) -> ProposedViewSize {
    ProposedViewSize(width: proposal.width.map { max($0 - inset.width - spacing, 0) }, height: proposal.height)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let main = subviews.first else { return .zero }
    let inset = insetSize(proposal, subviews)
    let size = main.sizeThatFits(mainProposal(proposal, inset: inset))
    return CGSize(width: size.width + inset.width + spacing, height: max(size.height, inset.height))
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let main = subviews.first else { return }
    let placing = ProposedViewSize(width: bounds.width, height: bounds.height)
    let inset = insetSize(placing, subviews)
    let mainProposal = mainProposal(placing, inset: inset)
    let mainLeft = edge == .leading ? bounds.minX + inset.width + spacing : bounds.minX
    main.place(
      at: CGPoint(x: mainLeft, y: bounds.minY),
      proposal: ProposedViewSize(width: mainProposal.width, height: bounds.height))
    guard subviews.count > 1 else { return }
    let insetView = subviews[subviews.startIndex + 1]
    let dimensions = insetView.dimensions(in: ProposedViewSize(width: nil, height: bounds.height))
    let y: CGFloat
    switch alignment {
    case .top: y = bounds.minY
    case .bottom: y = bounds.maxY - dimensions.height
    default: y = bounds.minY + (bounds.height - dimensions.height) / 2
    }
    let x = edge == .leading ? bounds.minX : bounds.maxX - inset.width
    insetView.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: nil, height: bounds.height))
  }
}
