import Foundation

/// A layout known in full when its modifier is applied (`frame(width:height:)`,
/// `padding`), checked against the render's diagnostics when it is resolved.
@usableFromInline protocol ModifierLayout: Layout {
  /// The modifier's name in layout snapshots.
  static var modifierName: String { get }
  /// Whether the wrapper passes its child's `layoutPriority` through (see
  /// `UnaryLayoutModifier`).
  static var keepsPriority: Bool { get }
  /// The layout with invalid values reported and replaced, as SwiftUI treats them.
  func checked(_ diagnostics: Diagnostics) -> Self
}

/// A modifier that wraps each child of its content in a node of a `ModifierLayout`. Unlike
/// `UnaryLayoutModifier` it keeps the layout itself, not a closure that makes it, so applying
/// it allocates nothing and copying it retains nothing of its own.
@usableFromInline nonisolated struct LayoutModifier<Content: View, L: ModifierLayout>: View, PrimitiveView {
  // Content first: resolve reads it in place (see `UnsafeRawPointer.firstField(as:)`).
  let content: Content
  let layout: L

  @usableFromInline init(content: consuming Content, layout: L) {
    self.content = content
    self.layout = layout
  }

  @usableFromInline typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let layout = layout
    return Vellum.makeChildren(content, context).map { build in
      { context in Self.wrap(build(context), layout.checked(context.diagnostics), context) }
    }
  }

  /// `makeNodes(at:)` reads `content` at 0 and `layout` after it.
  static var storedFieldsAreWhereRead: Bool {
    var fields = StoredFields()
    return MemoryLayout<Self>.offset(of: \Self.content) == fields.next(Content.self)
      && MemoryLayout<Self>.offset(of: \Self.layout) == fields.next(L.self)
  }

  static func makeNodes(at view: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node]) {
    if Content.self == Color.self && L.self == FrameLayout.self {
      // A colour in a fixed frame is one node (`Node.folding`), made without the colour's.
      // Valid lengths need no check; a frame with an invalid one takes the path below,
      // which reports it.
      let layout = view.field(after: Content.self, as: FrameLayout.self).pointee
      if layout.fixesBothLengths {
        let color = view.firstField(as: Color.self).pointee
        color.reportMissingAsset(context)
        nodes.append(Node.foldedColor(layout, paint: context.session.fill(color), context))
        return
      }
    }
    let start = nodes.count
    Vellum.makeNodes(at: view.firstField(as: Content.self), context, into: &nodes)
    guard start < nodes.count else { return }
    let stored = view.field(after: Content.self, as: L.self)
    let layout = stored.pointee.checked(context.diagnostics)
    for index in start..<nodes.count { nodes[index] = wrap(nodes[index], layout, context) }
  }

  /// The modifier's node around one child.
  private static func wrap(_ child: Node, _ layout: L, _ context: ResolveContext) -> Node {
    if L.self == FrameLayout.self,
      let folded = Node.folding(child, into: reinterpret(layout, as: FrameLayout.self), context)
    {
      return folded
    }
    let node = Node(L.modifierName, layout, children: [child], context: context)
    node.priority = L.keepsPriority ? child.priority : 0
    return node
  }
}
