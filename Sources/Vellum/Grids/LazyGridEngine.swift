import Foundation

/// The node of `LazyVGrid`/`LazyHGrid`: it resolves cells only as far as the scroll view
/// (or the canvas) shows them, a line of cells at a time, as SwiftUI creates only the
/// visible cells. The resolved cells are laid out by `LazyGridLayout`; the length of the
/// lines not resolved is estimated from the average resolved line, as `LazyVStack` does.
final class LazyGridEngine: NodeLayout {
  var originatedGuides: GuideAxes { .all }
  let grid: LazyGridLayout
  let context: ResolveContext
  private var cursor: ChildCursor
  private var exhausted = false
  private let totalEstimate: Int

  init(grid: LazyGridLayout, children: ChildList, context: ResolveContext) {
    self.grid = grid
    self.context = context
    self.cursor = ChildCursor(children)
    self.totalEstimate = children.estimatedCount
  }

  private func across(_ proposal: ProposedViewSize) -> CGFloat? {
    grid.axis == .vertical ? proposal.width : proposal.height
  }

  /// Resolves lines of cells until they cover the visible length; returns the geometry of
  /// the resolved cells.
  private func materialize(_ node: Node, _ proposal: ProposedViewSize) -> LazyGridLayout.Geometry {
    let visible = node.container.visibleLength(grid.axis)
    let tracks = GridItem.tracks(grid.items, available: across(proposal).map { $0.isFinite ? $0 : 0 }).count
    while true {
      let geometry = grid.geometry(proposal, node.subviews)
      if exhausted || tracks == 0 || geometry.size[grid.axis] > visible { return geometry }
      var added = 0
      while added < tracks, let child = cursor.next() {
        let built = child.build(context)
        built.parent = node
        node.children.append(built)
        added += 1
      }
      if added < tracks { exhausted = true }
      if added == 0 { return grid.geometry(proposal, node.subviews) }
    }
  }

  func size(_ proposal: ProposedViewSize, node: Node) -> CGSize {
    let geometry = materialize(node, proposal)
    var size = geometry.size
    if !exhausted, !geometry.lines.isEmpty, !geometry.tracks.isEmpty {
      let spacing = grid.spacing ?? GridItem.defaultSpacing
      let remaining = max(totalEstimate - cursor.consumedElements, 0)
      let lines = (remaining + geometry.tracks.count - 1) / geometry.tracks.count
      let average = (size[grid.axis] + spacing) / CGFloat(geometry.lines.count)
      size[grid.axis] += CGFloat(lines) * average
    }
    return size
  }

  func place(in bounds: CGRect, proposal: ProposedViewSize, node: Node) {
    _ = materialize(node, proposal)
    var cache: Void = ()
    grid.placeSubviews(in: bounds, proposal: proposal, subviews: node.subviews, cache: &cache)
  }

  func spacing(node: Node) -> ViewSpacing { ViewSpacing() }
  func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node)
    -> CGFloat?
  { nil }
  func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node) -> CGFloat? {
    nil
  }
}

/// A lazy grid's node, built from its content's children without resolving them.
func lazyGridNode<Content: View>(_ grid: LazyGridLayout, _ content: Content, name: String, _ context: ResolveContext)
  -> ChildList
{
  context.leaf { context in
    var inner = context
    inner.stackAxis = nil
    let engine = LazyGridEngine(grid: grid, children: Vellum.makeChildren(content, inner), context: inner)
    return Node(name: name, layout: engine, context: context)
  }
}
