import Foundation

/// How a container's explicit vertical guide comes from its children's, as in SwiftUI
/// (`AlignmentID._combineExplicit`, OpenSwiftUI `AlignmentGuide.swift` @069dd80b; Apple's
/// documentation of `firstTextBaseline`/`lastTextBaseline` and of `Layout.explicitAlignment`):
/// the container places its children, then
/// - `.firstTextBaseline` is the top-most of the children's first baselines,
/// - `.lastTextBaseline` the bottom-most of their last baselines,
/// - any other guide the average of the children's explicit values.
/// Children without an explicit value take no part; with none, the container has none.
func mergedExplicitAlignment(
  _ guide: VerticalAlignment, subviews: LayoutSubviews, place: () -> Void
) -> CGFloat? {
  let nodes = subviews.map(\.node)
  guard !nodes.isEmpty else { return nil }
  let kind = GuideAxes(guide)
  guard nodes.contains(where: { $0.guidesInSubtree.contains(kind) }) else { return nil }
  // Placing only records where each child would go; keep what was recorded before.
  let saved = nodes.map(\.placement)
  for node in nodes { node.placement = nil }
  place()
  var result: CGFloat?
  var count: CGFloat = 0
  for node in nodes {
    guard let placement = node.placement else { continue }
    let size = node.size(for: placement.proposal)
    guard size.height.isFinite,
      let value = node.explicitAlignment(guide, size: size, proposal: placement.proposal)
    else { continue }
    let y = placement.position.y - placement.anchor.y * size.height + value
    if guide == .firstTextBaseline {
      result = min(result ?? y, y)
    } else if guide == .lastTextBaseline {
      result = max(result ?? y, y)
    } else {
      result = ((result ?? 0) * count + y) / (count + 1)
    }
    count += 1
  }
  for (node, placement) in zip(nodes, saved) { node.placement = placement }
  return result
}

extension Layout {
  /// The merged value of the subviews' explicit guides where placed, as SwiftUI's default.
  func mergedVerticalAlignment(
    _ guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Cache
  ) -> CGFloat? {
    var local = cache
    let result = mergedExplicitAlignment(guide, subviews: subviews) {
      placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &local)
    }
    cache = local
    return result
  }
}
