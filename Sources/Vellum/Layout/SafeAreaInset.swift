import Foundation

nonisolated extension View {
  /// Places `content` along the top or bottom edge and lays this view out in the rest, as
  /// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`: the inset takes its ideal
  /// height across the full width (aligned by `alignment`), `spacing` apart from the view.
  /// Vellum draws the view's scroll position at rest, so a scroll view under the inset is
  /// drawn as if shrunk; its background stops at the inset rather than running under it.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing ?? 0) {
      self
      content()
    }
  }
}

/// The main view (first subview) in what the inset (second subview) leaves of the proposal.
struct SafeAreaInsetLayout: Layout {
  let edge: VerticalEdge
  let alignment: HorizontalAlignment
  let spacing: CGFloat

  func insetSize(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
    guard subviews.count > 1 else { return .zero }
    return subviews[subviews.startIndex + 1].sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
  }

  func mainProposal(_ proposal: ProposedViewSize, inset: CGSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width, height: proposal.height.map { max($0 - inset.height - spacing, 0) })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let main = subviews.first else { return .zero }
    let inset = insetSize(proposal, subviews)
    let size = main.sizeThatFits(mainProposal(proposal, inset: inset))
    return CGSize(width: max(size.width, inset.width), height: size.height + inset.height + spacing)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let main = subviews.first else { return }
    let placing = ProposedViewSize(width: bounds.width, height: bounds.height)
    let inset = insetSize(placing, subviews)
    let mainProposal = mainProposal(placing, inset: inset)
    let mainTop = edge == .top ? bounds.minY + inset.height + spacing : bounds.minY
    main.place(
      at: CGPoint(x: bounds.minX, y: mainTop),
      proposal: ProposedViewSize(width: bounds.width, height: mainProposal.height))
    guard subviews.count > 1 else { return }
    let insetView = subviews[subviews.startIndex + 1]
    let dimensions = insetView.dimensions(in: ProposedViewSize(width: bounds.width, height: nil))
    let x: CGFloat
    switch alignment {
    case .leading: x = bounds.minX
    case .trailing: x = bounds.maxX - dimensions.width
    default: x = bounds.minX + (bounds.width - dimensions.width) / 2
    }
    let y = edge == .top ? bounds.minY : bounds.maxY - inset.height
    insetView.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: bounds.width, height: nil))
  }
}
