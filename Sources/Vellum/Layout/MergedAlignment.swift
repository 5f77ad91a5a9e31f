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
  let values = placedExplicitValues(subviews, kind: GuideAxes(guide), place: place) { node, size, proposal in
    node.explicitAlignment(guide, size: size, proposal: proposal)
  }
  if guide == .firstTextBaseline { return values.min() }
  if guide == .lastTextBaseline { return values.max() }
  return values.isEmpty ? nil : values.reduce(0, +) / CGFloat(values.count)
}

/// The same for a horizontal guide: the average of the children's explicit values where
/// placed (a `ZStack` holding a row's text passes on its `.listRowSeparatorLeading`).
func mergedExplicitAlignment(
  _ guide: HorizontalAlignment, subviews: LayoutSubviews, place: () -> Void
) -> CGFloat? {
  let values = placedExplicitValues(subviews, kind: .horizontal, place: place) { node, size, proposal in
    node.explicitAlignment(guide, size: size, proposal: proposal)
  }
  return values.isEmpty ? nil : values.reduce(0, +) / CGFloat(values.count)
}

/// Where each child's explicit value of a guide falls in the container (along the guide's
/// axis: x for a horizontal guide, y for a vertical one), for the children
/// that have one, after `place` records where each child goes (what was recorded before is
/// kept).
private func placedExplicitValues(
  _ subviews: LayoutSubviews, kind: GuideAxes, place: () -> Void,
  value: (Node, CGSize, ProposedViewSize) -> CGFloat?
) -> [CGFloat] {
  let nodes = subviews.map(\.node)
  guard nodes.contains(where: { $0.guidesInSubtree.contains(kind) }) else { return [] }
  let saved = nodes.map(\.placement)
  for node in nodes { node.placement = nil }
  place()
  var values: [CGFloat] = []
  for node in nodes {
    guard let placement = node.placement else { continue }
    let size = node.size(for: placement.proposal)
    let horizontal = kind == .horizontal
    guard horizontal ? size.width.isFinite : size.height.isFinite,
      let value = value(node, size, placement.proposal)
    else { continue }
    let origin =
      horizontal
      ? placement.position.x - placement.anchor.x * size.width
      : placement.position.y - placement.anchor.y * size.height
    values.append(origin + value)
  }
  for (node, placement) in zip(nodes, saved) { node.placement = placement }
  return values
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
