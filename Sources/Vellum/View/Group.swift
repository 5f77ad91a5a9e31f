import Foundation

/// Groups views without laying them out: its children join its parent's children, and
/// modifiers on the group apply to each child (spec F13).
nonisolated public struct Group<Content>: View, PrimitiveView {
  let make: (ResolveContext) -> ChildList
  /// Resolving straight into nodes, where the group's content allows it.
  var nodes: ((ResolveContext, inout [Node]) -> Void)? = nil
  /// Content that is not a view (a map's markers), kept for the module that reads it.
  package let kept: Any?

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { make(context) }

  func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
    if let direct = self.nodes {
      direct(context, &nodes)
    } else {
      make(context).build(in: context, into: &nodes)
    }
  }
}

nonisolated extension Group where Content: View {
  public init(@ViewBuilder content: () -> Content) {
    let content = content()
    make = { Vellum.makeChildren(content, $0) }
    nodes = { Vellum.makeNodes(content, $0, into: &$1) }
    kept = nil
  }
}

nonisolated extension Group {
  /// A group of content that is not made of views (MapKit's map content): it draws nothing
  /// as a view and keeps `content` for the module that reads it.
  package static func keeping(_ content: Content) -> Group {
    Group(make: { _ in ChildList() }, kept: content)
  }
}
