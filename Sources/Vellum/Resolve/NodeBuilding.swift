import Foundation

// Resolving straight into nodes.
//
// A container that places its children where it resolves them (a stack, a frame, the root)
// needs no `Child` per child: no identity list, no container values, no build closure to
// call later. `makeNodes` gives what `makeChildren(view, context)` followed by each child's
// `build(context)` gives, appending the nodes in the same order. Views whose children may be
// taken apart again (`ForEach(subviews:)`, sections, actions remembered by child) keep the
// general path, which the default implementation calls.

extension PrimitiveView {
  func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
    makeChildren(context).build(in: context, into: &nodes)
  }

  /// `view.makeNodes(context, into:)` for a view whose type is known to be `Self`.
  static func makeNodes<V>(of view: V, _ context: ResolveContext, into nodes: inout [Node]) {
    withUnsafePointer(to: view) { pointer in
      pointer.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee.makeNodes(context, into: &nodes) }
    }
  }
}

/// Resolves a view into the nodes it contributes to a container that places them in
/// `context`: the same nodes as `makeChildren(view, context)`'s children built there.
func makeNodes<V: View>(_ view: V, _ context: ResolveContext, into nodes: inout [Node]) {
  if let primitive = context.session.primitive(V.self) {
    primitive.makeNodes(of: view, context, into: &nodes)
    return
  }
  if context.stopsAtCustomViews {
    makeChildren(view, context).build(in: context, into: &nodes)
    return
  }
  installDynamicProperties(of: view, context: context)
  // Resolve holds the main actor's isolation (see `onLargeStack`); the view does not escape it.
  nonisolated(unsafe) let view = view
  makeNodes(onMainActor { view.body }, context, into: &nodes)
}

/// The nodes of `view` built in `context`, as an array.
func makeNodes<V: View>(_ view: V, _ context: ResolveContext) -> [Node] {
  var nodes: [Node] = []
  makeNodes(view, context, into: &nodes)
  return nodes
}
