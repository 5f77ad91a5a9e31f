import Foundation

/// A modifier that wraps each child of its content in a layout node (frame, padding …).
///
/// `keepsPriority` says whether the wrapper passes the child's `layoutPriority` through
/// (`fixedSize`, `background`, `offset`) or resets it to 0 (`frame`, `padding`) (spec F4).
nonisolated struct UnaryLayoutModifier<Content: View, L: Layout>: View, PrimitiveView {
  // Content first: resolve reads it in place (see `UnsafeRawPointer.firstField(as:)`).
  let content: Content
  let name: String
  let keepsPriority: Bool
  let makeLayout: (ResolveContext) -> L

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let modifier = self
    return Vellum.makeChildren(content, context).map { build in
      { context in modifier.wrap(build(context), context) }
    }
  }

  /// `makeNodes(at:)` reads `content` at 0.
  static var storedFieldsAreWhereRead: Bool { MemoryLayout<Self>.offset(of: \Self.content) == 0 }

  static func makeNodes(at view: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node]) {
    let start = nodes.count
    Vellum.makeNodes(at: view.firstField(as: Content.self), context, into: &nodes)
    guard start < nodes.count else { return }
    let me = view.assumingMemoryBound(to: Self.self)
    let (name, keepsPriority, makeLayout) = (me.pointee.name, me.pointee.keepsPriority, me.pointee.makeLayout)
    for index in start..<nodes.count {
      nodes[index] = wrap(nodes[index], name, keepsPriority, makeLayout(context), context)
    }
  }

  /// The modifier's node around one child.
  private func wrap(_ child: Node, _ context: ResolveContext) -> Node {
    Self.wrap(child, name, keepsPriority, makeLayout(context), context)
  }

  private static func wrap(_ child: Node, _ name: String, _ keepsPriority: Bool, _ layout: L, _ context: ResolveContext)
    -> Node
  {
    let node = Node(name, layout, children: [child], context: context)
    node.priority = keepsPriority ? child.priority : 0
    return node
  }
}

/// The placement of a single child, shared by a unary layout's placement and alignment.
@usableFromInline protocol UnaryPlacing: Layout where Cache == Void {
  func childPlacement(in size: CGSize, proposal: ProposedViewSize, child: LayoutSubview) -> (
    origin: CGPoint, proposal: ProposedViewSize
  )
}

extension UnaryPlacing {
  @usableFromInline func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let child = subviews.first else { return }
    let placed = childPlacement(in: bounds.size, proposal: proposal, child: child)
    child.place(
      at: CGPoint(x: bounds.minX + placed.origin.x, y: bounds.minY + placed.origin.y), proposal: placed.proposal)
  }

  /// A unary layout reports its child's explicit guides, moved by where the child sits.
  @usableFromInline func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard let child = subviews.first else { return nil }
    let placed = childPlacement(in: bounds.size, proposal: proposal, child: child)
    return child.dimensions(in: placed.proposal)[explicit: guide].map { $0 + placed.origin.x + bounds.minX }
  }

  @usableFromInline func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? {
    guard let child = subviews.first else { return nil }
    let placed = childPlacement(in: bounds.size, proposal: proposal, child: child)
    return child.dimensions(in: placed.proposal)[explicit: guide].map { $0 + placed.origin.y + bounds.minY }
  }
}

/// Where a child of `childSize` sits in a frame of `size` with `alignment` (guides of both).
/// On an axis where either is infinite there is nothing to align: the child starts at the
/// frame's edge.
func aligned(_ child: ViewDimensions, in size: CGSize, _ alignment: Alignment) -> CGPoint {
  let frame = ViewDimensions(size: size)
  let x = frame[alignment.horizontal] - child[alignment.horizontal]
  let y = frame[alignment.vertical] - child[alignment.vertical]
  return CGPoint(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
}
