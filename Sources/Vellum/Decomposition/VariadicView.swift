import Foundation

/// SwiftUI's private decomposition API from before iOS 18, kept so older containers render:
/// `_VariadicView.Tree(root) { content }` hands the resolved children of `content` to
/// `root.body(children:)`. New code should use `Group(subviews:)` / `ForEach(subviews:)`,
/// which this is built on.
public enum _VariadicView {
  public typealias ViewRoot = _VariadicView_ViewRoot
  public typealias MultiViewRoot = _VariadicView_MultiViewRoot
  public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot

  /// Applies a root's `body(children:)` to the children of `content`.
  nonisolated public struct Tree<Root: _VariadicView_ViewRoot, Content: View>: View, PrimitiveView {
    public var root: Root
    public var content: Content

    public init(_ root: Root, @ViewBuilder content: () -> Content) {
      self.root = root
      self.content = content()
    }

    public typealias Body = Never

    func makeChildren(_ context: ResolveContext) -> ChildList {
      let children = Children(SubviewsCollection(Vellum.makeChildren(content, context).all))
      let body = root.body(children: children)
      if root is any _VariadicView_UnaryViewRoot {
        // A unary root is one view to its parent; several views in its body stack vertically.
        return Vellum.makeChildren(LayoutView(layout: VStackLayout(), content: body, name: "VStack"), context)
      }
      return Vellum.makeChildren(body, context)
    }
  }

  /// The resolved children of a `Tree`'s content: a random-access collection of identifiable
  /// views, and a view placing all of them.
  nonisolated public struct Children: RandomAccessCollection, View, PrimitiveView {
    let subviews: SubviewsCollection

    init(_ subviews: SubviewsCollection) { self.subviews = subviews }

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }

    public typealias Body = Never
    func makeChildren(_ context: ResolveContext) -> ChildList { subviews.makeChildren(context) }
  }
}

/// A root for `_VariadicView.Tree`: makes a view from the tree's children.
public protocol _VariadicView_ViewRoot {
  associatedtype Body: View
  @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A root whose result contributes each of its views to the parent, like a `Group`.
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

/// A root whose result is a single view to the parent.
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}
