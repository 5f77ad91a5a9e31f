import Foundation

// Resolving straight into nodes.
//
// A container that places its children where it resolves them (a stack, a frame, the root)
// needs no `Child` per child: no identity list, no container values, no build closure to
// call later. `makeNodes` gives what `makeChildren(view, context)` followed by each child's
// `build(context)` gives, appending the nodes in the same order. Views whose children may be
// taken apart again (`ForEach(subviews:)`, sections, actions remembered by child) keep the
// general path, which the default implementation calls.

nonisolated extension PrimitiveView {
  func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
    makeChildren(context).build(in: context, into: &nodes)
  }

  static func makeNodes(at view: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node]) {
    makeNodesOfValue(at: view, context, into: &nodes)
  }

  /// The general path: the view read as a value of its type, asked for its nodes.
  static func makeNodesOfValue(at view: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node]) {
    view.assumingMemoryBound(to: Self.self).pointee.makeNodes(context, into: &nodes)
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
/// tree copies each view once per level above it. (Not the run form below with a run of one:
/// filling and reading a `Run` for a single view measured 3 % more of resolve.)
func makeNodes<V: View>(at view: UnsafePointer<V>, _ context: ResolveContext, into nodes: inout [Node]) {
  if let primitive = context.session.primitive(V.self) {
    makePrimitiveNodes(primitive, at: view, context, into: &nodes)
  } else if context.stopsAtCustomViews {
    makeChildren(view.pointee, context).build(in: context, into: &nodes)
  } else {
    if context.session.mayHoldDynamicProperties(V.self, view) {
      installDynamicProperties(of: view.pointee, context: context)
    }
    context.session.bodyNodes(V.self).make(UnsafeRawPointer(view), context, &nodes)
  }
}

/// `makeNodes(at:)` for one of a run of views of one type (a `ForEach`'s elements), with what
/// is known of the type kept in `run` between them: three look-ups in the session's tables
/// per element were 7 % of resolving a wide tree.
func makeNodes<V: View>(
  at view: UnsafePointer<V>, _ context: ResolveContext, into nodes: inout [Node], run: inout ViewTypeFacts.Run
) {
  if !run.known {
    run.primitive = context.session.primitive(V.self)
    run.known = true
  }
  if let primitive = run.primitive {
    makePrimitiveNodes(primitive, at: view, context, into: &nodes)
  } else if context.stopsAtCustomViews {
    makeChildren(view.pointee, context).build(in: context, into: &nodes)
  } else {
    if run.body == nil {
      run.holdsDynamicProperties = context.session.mayHoldDynamicProperties(V.self, view)
      run.body = context.session.bodyNodes(V.self)
    }
    if run.holdsDynamicProperties {
      installDynamicProperties(of: view.pointee, context: context)
    }
    run.body!.make(UnsafeRawPointer(view), context, &nodes)
  }
}

/// A primitive view's nodes: through its fast path, unless the session resolves everything
/// through `makeChildren` or the view's fields are not where the fast path reads them.
@inline(__always) private func makePrimitiveNodes<V: View>(
  _ primitive: PrimitiveType, at view: UnsafePointer<V>, _ context: ResolveContext, into nodes: inout [Node]
) {
  if !context.session.usesFastPaths {
    primitive.type.makeChildren(of: view.pointee, context).build(in: context, into: &nodes)
  } else if primitive.readsInPlace {
    primitive.type.makeNodes(at: view, context, into: &nodes)
  } else {
    primitive.type.makeNodesOfValue(at: view, context, into: &nodes)
  }
}

/// Resolves the `body` of the view at a pointer into nodes: a function that reads a `V`'s
/// `body` (main-actor code) and resolves it, callable from resolve's nonisolated code, which
/// runs isolated to the main actor (see `onLargeStack`; asserted in debug builds). Made
/// once per type (`ResolveSession.bodyNodes`): calling main-actor code through
/// `onMainActor` per view allocated a closure context and looked up a function type's
/// metadata each time. A struct, not a bare function type: a function kept in generic
/// storage (`TypeTable`) is re-wrapped in a thunk, an allocation, each time it is read.
struct BodyNodes {
  let make: (UnsafeRawPointer, ResolveContext, inout [Node]) -> Void

  init<V: View>(_ type: V.Type) {
    let isolated: @MainActor (UnsafeRawPointer, ResolveContext, inout [Node]) -> Void = { view, context, nodes in
      #if DEBUG
        MainActor.assertIsolated("view code runs only inside a render")
      #endif
      makeNodes(view.assumingMemoryBound(to: V.self).pointee.body, context, into: &nodes)
    }
    make = unsafeBitCast(isolated, to: ((UnsafeRawPointer, ResolveContext, inout [Node]) -> Void).self)
  }
}

/// The nodes of `view` built in `context`, as an array.
func makeNodes<V: View>(_ view: V, _ context: ResolveContext) -> [Node] {
  var nodes: [Node] = []
  makeNodes(view, context, into: &nodes)
  return nodes
}

/// Makes room for `count` more nodes (most views give one) when `nodes` is still empty, as
/// a container's children are: growing it one append at a time reallocated it at 1, 2, 4,
/// 8 … children. A list already begun is left to grow geometrically (reserving exactly
/// each time would copy it once per view appended).
@inline(__always) func reserve(_ count: Int, in nodes: inout [Node]) {
  if nodes.isEmpty && count > 1 { nodes.reserveCapacity(count) }
}
