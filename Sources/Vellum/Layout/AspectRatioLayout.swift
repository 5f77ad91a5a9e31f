import Foundation

/// How a view fills space when its aspect ratio is kept, as in SwiftUI.
public enum ContentMode: Hashable, Sendable { case fit, fill }

/// `.aspectRatio`: scales a box of the ratio to fit or fill the proposal and proposes it
/// to the child; a nil ratio uses the child's ideal size (spec F11).
struct AspectRatioLayout: UnaryPlacing {
  let ratio: CGFloat?
  let mode: ContentMode

  func box(_ proposal: ProposedViewSize, _ child: LayoutSubview?) -> ProposedViewSize {
    let aspect: CGFloat
    if let ratio {
      aspect = ratio
    } else {
      let ideal = child?.sizeThatFits(.unspecified) ?? CGSize(width: 1, height: 1)
      aspect = ideal.height > 0 ? ideal.width / ideal.height : 1
    }
    guard aspect > 0, aspect.isFinite else { return proposal }
    let unitBox = CGSize(width: aspect, height: 1)
    let sx = proposal.width.map { $0 / unitBox.width } ?? .infinity
    let sy = proposal.height.map { $0 / unitBox.height } ?? .infinity
    let scale: CGFloat
    switch mode {
    case .fit: scale = min(sx, sy)
    case .fill:
      let finite = [sx, sy].filter { $0.isFinite }
      scale =
        finite.isEmpty ? .infinity : (proposal.width == nil || proposal.height == nil ? finite.min()! : max(sx, sy))
    }
    if !scale.isFinite {
      // Neither dimension given: the child's ideal size decides.
      return ProposedViewSize(width: nil, height: nil)
    }
    return ProposedViewSize(width: unitBox.width * scale, height: unitBox.height * scale)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(box(proposal, subviews.first)) ?? .zero
  }

  func childPlacement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> (
    origin: CGPoint, proposal: ProposedViewSize
  ) {
    let childProposal = box(proposal, child)
    let childSize = child.sizeThatFits(childProposal)
    return (CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2), childProposal)
  }
}

nonisolated extension View {
  /// Constrains the view to an aspect ratio (width / height), fitting or filling the space.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    UnaryLayoutModifier(content: self, name: "aspectRatio", keepsPriority: false) { context in
      var ratio = aspectRatio
      if let value = ratio, !(value.isFinite && value > 0) {
        context.diagnostics.report("aspectRatio: invalid ratio \(value) treated as nil")
        ratio = nil
      }
      return AspectRatioLayout(ratio: ratio, mode: contentMode)
    }
  }

  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
  }

  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

extension AspectRatioLayout: ForwardsAlignmentGuides {}
