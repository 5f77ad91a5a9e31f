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
    let across: SafeAreaInsetLayout.Alignment =
      alignment == .leading ? .start : alignment == .trailing ? .end : .center
    return SafeAreaInsetLayout(axis: .vertical, atStart: edge == .top, alignment: across, spacing: spacing ?? 0) {
      self
      content()
    }
  }

  /// Places `content` along the leading or trailing edge and lays this view out in the rest,
  /// as SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)` with a horizontal edge: the
  /// inset takes its ideal width across the full height (aligned by `alignment`), `spacing`
  /// apart from the view.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let across: SafeAreaInsetLayout.Alignment = alignment == .top ? .start : alignment == .bottom ? .end : .center
    return SafeAreaInsetLayout(axis: .horizontal, atStart: edge == .leading, alignment: across, spacing: spacing ?? 0) {
      self
      content()
    }
  }
}

/// The main view (first subview) in what the inset (second subview) leaves of the proposal
/// along `axis`: the inset takes its ideal length on that axis and the full length across it.
struct SafeAreaInsetLayout: Layout {
  /// Where the inset sits across the axis: top or leading, centre, bottom or trailing.
  enum Alignment { case start, center, end }

  /// The axis the inset takes its length from: vertical for a top or bottom inset.
  let axis: Axis
  /// Whether the inset is on the top or leading edge.
  let atStart: Bool
  let alignment: Alignment
  let spacing: CGFloat

  /// What the inset is proposed: nothing along the axis, the whole length across it.
  private func insetProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var inset = proposal
    inset[axis] = nil
    return inset
  }

  private func insetSize(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
    guard subviews.count > 1 else { return .zero }
    return subviews[subviews.startIndex + 1].sizeThatFits(insetProposal(proposal))
  }

  private func mainProposal(_ proposal: ProposedViewSize, inset: CGSize) -> ProposedViewSize {
    var main = proposal
    main[axis] = proposal[axis].map { max($0 - inset[axis] - spacing, 0) }
    return main
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let main = subviews.first else { return .zero }
    let inset = insetSize(proposal, subviews)
    let size = main.sizeThatFits(mainProposal(proposal, inset: inset))
    return CGSize(
      major: size[axis] + inset[axis] + spacing, minor: max(size[axis.other], inset[axis.other]), axis: axis)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let main = subviews.first else { return }
    let placing = ProposedViewSize(bounds.size)
    let inset = insetSize(placing, subviews)
    var mainOrigin = bounds.origin
    if atStart { mainOrigin[axis] += inset[axis] + spacing }
    main.place(at: mainOrigin, proposal: mainProposal(placing, inset: inset))
    guard subviews.count > 1 else { return }
    let insetView = subviews[subviews.startIndex + 1]
    let dimensions = insetView.dimensions(in: insetProposal(placing))
    let across = axis == .vertical ? dimensions.width : dimensions.height
    var origin = bounds.origin
    if !atStart { origin[axis] = bounds.origin[axis] + bounds.size[axis] - inset[axis] }
    switch alignment {
    case .start: break
    case .center: origin[axis.other] += (bounds.size[axis.other] - across) / 2
    case .end: origin[axis.other] += bounds.size[axis.other] - across
    }
    insetView.place(at: origin, proposal: insetProposal(placing))
  }
}
