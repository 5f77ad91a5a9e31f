import Foundation

/// A modifier that changes an attribute of each built node without adding a layout node.
nonisolated struct NodeAttributeModifier<Content: View>: View, PrimitiveView {
  let content: Content
  let apply: (Node, ResolveContext) -> Void

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let apply = apply
    return Vellum.makeChildren(content, context).map { build in
      { context in
        let node = build(context)
        apply(node, context)
        return node
      }
    }
  }
}

/// Gives each child an explicit identity; `LayoutSnapshot.frame(of:)` finds views by it.
nonisolated struct IdentifiedView<Content: View, ID: Hashable>: View, PrimitiveView {
  let content: Content
  let id: ID

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let id = id
    return Vellum.makeChildren(content, context.appending(AnyHashable(id))).mapChildren { child in
      var child = child
      let build = child.build
      child.build = { context in
        let node = build(context)
        node.explicitIDs.append(AnyHashable(id))
        return node
      }
      return child
    }
  }
}

nonisolated extension View {
  /// Sets the priority with which a parent stack gives this view space (default 0).
  /// It must be the outermost layout modifier to take effect, as in SwiftUI.
  public func layoutPriority(_ value: Double) -> some View {
    NodeAttributeModifier(content: self) { node, context in
      node.priority = value.isNaN ? 0 : value
      if value.isNaN { context.diagnostics.report("layoutPriority: NaN treated as 0") }
    }
  }

  /// Gives the view an explicit identity.
  public func id<ID: Hashable>(_ id: ID) -> some View { IdentifiedView(content: self, id: id) }
}
