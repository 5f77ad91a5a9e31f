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

  static func makeNodes(at view: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node]) {
    view.assumingMemoryBound(to: Self.self).pointee.makeNodes(context, into: &nodes)
  }

  /// The stored property at offset 0 of the view at `view`: a wrapper declares its content
  /// first, so its content is read in place. (Swift lays a struct's stored properties out in
  /// declaration order, the first at offset 0; an enum's payload, whichever case, starts at
  /// the enum's address.)
  static func content<Content>(at view: UnsafeRawPointer, _ type: Content.Type) -> UnsafePointer<Content> {
    view.assumingMemoryBound(to: Content.self)
  }
}

/// Resolves a view into the nodes it contributes to a container that places them in
/// `context`: the same nodes as `makeChildren(view, context)`'s children built there.
func makeNodes<V: View>(_ view: V, _ context: ResolveContext, into nodes: inout [Node]) {
  // The argument's address, not a copy (`withUnsafePointer` borrows it).
  withUnsafePointer(to: view) { makeNodes(at: $0, context, into: &nodes) }
}

/// `makeNodes` for the view at `view`, read in place: copying a view copies every view in
/// it (through value witnesses, in this unspecialised code), and a copy at every level of a
/// tree copies each view once per level above it.
func makeNodes<V: View>(at view: UnsafePointer<V>, _ context: ResolveContext, into nodes: inout [Node]) {
  if let primitive = context.session.primitive(V.self) {
    primitive.makeNodes(at: view, context, into: &nodes)
    return
  }
  if context.stopsAtCustomViews {
    makeChildren(view.pointee, context).build(in: context, into: &nodes)
    return
  }
  if context.session.mayHoldDynamicProperties(V.self, view) {
    installDynamicProperties(of: view.pointee, context: context)
  }
  // Resolve holds the main actor's isolation (see `onLargeStack`); the view does not escape it.
  nonisolated(unsafe) let view = view
  let body = onMainActor { view.pointee.body }
  makeNodes(body, context, into: &nodes)
}

/// The nodes of `view` built in `context`, as an array.
func makeNodes<V: View>(_ view: V, _ context: ResolveContext) -> [Node] {
  var nodes: [Node] = []
  makeNodes(view, context, into: &nodes)
  return nodes
}
