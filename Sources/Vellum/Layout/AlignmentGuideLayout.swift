import Foundation

/// `.alignmentGuide`: overrides one guide of the child with a value computed from its dimensions.
struct AlignmentGuideLayout: UnaryPlacing, OriginatesGuides {
  let horizontal: HorizontalAlignment?
  let vertical: VerticalAlignment?
  let compute: (ViewDimensions) -> CGFloat
  var guideAxes: GuideAxes { vertical.map { GuideAxes($0) } ?? .horizontal }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }

  func childPlacement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) { (.zero, proposal) }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard let child = subviews.first else { return nil }
    let dimensions = child.dimensions(in: proposal)
    return guide == horizontal ? compute(dimensions) : dimensions[explicit: guide]
  }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard let child = subviews.first else { return nil }
    let dimensions = child.dimensions(in: proposal)
    return guide == vertical ? compute(dimensions) : dimensions[explicit: guide]
  }
}

nonisolated extension View {
  /// Sets where a horizontal guide sits in this view, computed from its dimensions.
  public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> some View
  {
    UnaryLayoutModifier(content: self, name: "alignmentGuide", keepsPriority: true) { _ in
      AlignmentGuideLayout(horizontal: guide, vertical: nil, compute: computeValue)
    }
  }

  /// Sets where a vertical guide sits in this view, computed from its dimensions.
  public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> some View
  {
    UnaryLayoutModifier(content: self, name: "alignmentGuide", keepsPriority: true) { _ in
      AlignmentGuideLayout(horizontal: nil, vertical: guide, compute: computeValue)
    }
  }
}
