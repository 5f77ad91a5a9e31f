import Foundation

/// How a node lays out its children: one of the built-in layouts most nodes have (a colour,
/// a fixed or flexible `frame`, a stack), stored in the node and called without dynamic
/// dispatch, or any other layout behind `NodeLayout`.
///
/// A built-in layout needs no object of its own, so a node costs one allocation fewer and
/// layout one cache miss fewer per node; every built-in layout's cache is `Void`.
enum NodeLayoutKind {
  case fill
  case frame(FrameLayout)
  case vstack(VStackLayout)
  case hstack(HStackLayout)
  case other(NodeLayout)

  /// `layout` as a built-in kind where it is one, told apart by its type.
  init<L: Layout>(_ layout: L) {
    if L.self == FillLayout.self {
      self = .fill
    } else if L.self == FrameLayout.self {
      self = .frame(reinterpret(layout, as: FrameLayout.self))
    } else if L.self == VStackLayout.self {
      self = .vstack(reinterpret(layout, as: VStackLayout.self))
    } else if L.self == HStackLayout.self {
      self = .hstack(reinterpret(layout, as: HStackLayout.self))
    } else {
      self = .other(LayoutAdapter(layout))
    }
  }

  /// The layout object of a node whose layout is not built in.
  var object: NodeLayout? {
    if case .other(let layout) = self { return layout }
    return nil
  }

  /// See `NodeLayout.originatedGuides`: built-in layouts only pass on their children's.
  var originatedGuides: GuideAxes {
    if case .other(let layout) = self { return layout.originatedGuides }
    return []
  }

  /// `isRigid(node:)` of a built-in layout, which needs only the children; nil for any other.
  func isRigid(children: [Node]) -> Bool? {
    switch self {
    case .fill: false
    case .frame(let layout): layout.isRigid(children: children)
    case .vstack(let layout): layout.isRigid(children: children)
    case .hstack(let layout): layout.isRigid(children: children)
    case .other: nil
    }
  }

  func isRigid(node: Node) -> Bool {
    switch self {
    case .fill: false
    case .frame(let layout): layout.isRigid(children: node.children)
    case .vstack(let layout): layout.isRigid(children: node.children)
    case .hstack(let layout): layout.isRigid(children: node.children)
    case .other(let layout): layout.isRigid(node: node)
    }
  }

  func size(_ proposal: ProposedViewSize, node: Node) -> CGSize {
    var cache: Void = ()
    switch self {
    case .fill: return proposal.replacingUnspecifiedDimensions()
    case .frame(let layout): return layout.sizeThatFits(proposal: proposal, subviews: node.subviews, cache: &cache)
    case .vstack(let layout): return layout.sizeThatFits(proposal: proposal, subviews: node.subviews, cache: &cache)
    case .hstack(let layout): return layout.sizeThatFits(proposal: proposal, subviews: node.subviews, cache: &cache)
    case .other(let layout): return layout.size(proposal, node: node)
    }
  }

  func place(in bounds: CGRect, proposal: ProposedViewSize, node: Node) {
    var cache: Void = ()
    switch self {
    case .fill: break
    case .frame(let layout):
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: node.subviews, cache: &cache)
    case .vstack(let layout):
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: node.subviews, cache: &cache)
    case .hstack(let layout):
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: node.subviews, cache: &cache)
    case .other(let layout): layout.place(in: bounds, proposal: proposal, node: node)
    }
  }

  func spacing(node: Node) -> ViewSpacing {
    var cache: Void = ()
    switch self {
    case .fill: return FillLayout().spacing(subviews: node.subviews, cache: &cache)
    case .frame(let layout): return layout.spacing(subviews: node.subviews, cache: &cache)
    case .vstack(let layout): return layout.spacing(subviews: node.subviews, cache: &cache)
    case .hstack(let layout): return layout.spacing(subviews: node.subviews, cache: &cache)
    case .other(let layout): return layout.spacing(node: node)
    }
  }

  func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node)
    -> CGFloat?
  {
    var cache: Void = ()
    let bounds = CGRect(origin: .zero, size: size)
    switch self {
    case .fill: return nil
    case .frame(let layout):
      return layout.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: node.subviews, cache: &cache)
    case .vstack(let layout):
      return layout.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: node.subviews, cache: &cache)
    case .hstack(let layout):
      return layout.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: node.subviews, cache: &cache)
    case .other(let layout): return layout.explicitAlignment(guide, size: size, proposal: proposal, node: node)
    }
  }

  func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node)
    -> CGFloat?
  {
    var cache: Void = ()
    let bounds = CGRect(origin: .zero, size: size)
    switch self {
    case .fill: return nil
    case .frame(let layout):
      return layout.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: node.subviews, cache: &cache)
    case .vstack(let layout):
      return layout.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: node.subviews, cache: &cache)
    case .hstack(let layout):
      return layout.explicitAlignment(
        of: guide, in: bounds, proposal: proposal, subviews: node.subviews, cache: &cache)
    case .other(let layout): return layout.explicitAlignment(guide, size: size, proposal: proposal, node: node)
    }
  }
}
