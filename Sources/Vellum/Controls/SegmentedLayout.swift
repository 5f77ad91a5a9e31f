import Foundation

/// The segments of a segmented control side by side with a divider slot between each two, as
/// UISegmentedControl lays them out (iOS 13+): segment `i` starts at the whole point
/// `floor(i × (width + divider) / count)` and ends a divider's width before the next, the last
/// at the trailing edge. A 358 pt control of three is 118 | 1 | 119 | 1 | 119 and one of two is
/// 178 | 1 | 179 (criticalmaps-appearance-ios17, bw-new-send-text; H). Unproposed, each segment
/// is the widest child's ideal width (as UISegmentedControl sizes equal segments) and the
/// dividers are added (L).
struct SegmentedLayout: Layout {
  let divider: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard !subviews.isEmpty else { return .zero }
    let ideals = subviews.map { $0.sizeThatFits(.unspecified) }
    let count = CGFloat(subviews.count)
    let width = proposal.width ?? (ideals.map(\.width).max() ?? 0) * count + divider * (count - 1)
    let height = proposal.height ?? (ideals.map(\.height).max() ?? 0)
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard !subviews.isEmpty else { return }
    for (index, subview) in subviews.enumerated() {
      let segment = frame(of: index, count: subviews.count, width: bounds.width)
      subview.place(
        at: CGPoint(x: bounds.minX + segment.minX, y: bounds.minY), anchor: .topLeading,
        proposal: ProposedViewSize(width: segment.width, height: bounds.height))
    }
  }

  /// Segment `index`'s leading edge and width, from the control's leading edge.
  func frame(of index: Int, count: Int, width: CGFloat) -> (minX: CGFloat, width: CGFloat) {
    // Multiplied before dividing, so a boundary that falls on a whole point is exactly it.
    func boundary(_ i: Int) -> CGFloat { (CGFloat(i) * (width + divider) / CGFloat(count)).rounded(.down) }
    let start = boundary(index)
    let end = index == count - 1 ? width : boundary(index + 1) - divider
    return (start, max(end - start, 0))
  }
}
