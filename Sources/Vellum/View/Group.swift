import Foundation

/// Groups views without laying them out: its children join its parent's children, and
/// modifiers on the group apply to each child (spec F13).
public struct Group<Content>: View, PrimitiveView {
  let make: (ResolveContext) -> ChildList

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { make(context) }
}

extension Group where Content: View {
  public init(@ViewBuilder content: () -> Content) {
    let content = content()
    make = { Vellum.makeChildren(content, $0) }
  }
}
