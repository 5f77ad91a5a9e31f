import Foundation

/// A `Layout` used as a container view: `MyLayout() { … }`.
nonisolated struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
  // Content first: resolve reads it in place (see `UnsafeRawPointer.firstField(as:)`).
  let content: Content
  let layout: L
  var name: String

  init(layout: L, content: Content, name: String = "\(L.self)") {
    self.content = content
    self.layout = layout
    self.name = name
  }

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let view = self
    return context.leaf { placing in
      withUnsafePointer(to: view.content) { layoutNode(view.name, view.layout, $0, placing) }
    }
  }

  /// `makeNodes(at:)` reads `content` at 0.
  static var storedFieldsAreWhereRead: Bool { MemoryLayout<Self>.offset(of: \Self.content) == 0 }

  static func makeNodes(at view: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node]) {
    let me = view.assumingMemoryBound(to: Self.self)
    nodes.append(layoutNode(me.pointee.name, me.pointee.layout, view.firstField(as: Content.self), context))
  }
}

/// A layout container's node, its content resolved straight into its children. A function
/// of its own, so that stacks make their node without making (and copying their content
/// into) a `LayoutView`, whose generic type is looked up at run time.
func layoutNode<L: Layout, Content: View>(
  _ name: String, _ layout: L, _ content: UnsafePointer<Content>, _ context: ResolveContext
) -> Node {
  var inner = context
  inner.stackAxis =
    L.self == AnyLayout.self
    ? reinterpret(layout, as: AnyLayout.self).box.stackOrientation : L.layoutProperties.stackOrientation
  var children: [Node] = []
  makeNodes(at: content, inner, into: &children)
  let node = Node(name, layout, children: children, context: context)
  if children.isEmpty { node.priority = -.infinity }
  return node
}

/// A type-erased layout, so a container can switch layouts, as SwiftUI's `AnyLayout`.
public struct AnyLayout: Layout {
  let box: any LayoutBox

  public init<L: Layout>(_ layout: L) { box = ConcreteLayoutBox(layout: layout) }

  public typealias Cache = Any?

  public func makeCache(subviews: Subviews) -> Any? { box.makeCache(subviews) }
  public func updateCache(_ cache: inout Any?, subviews: Subviews) { cache = box.makeCache(subviews) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any?) -> CGSize {
    box.sizeThatFits(proposal, subviews, &cache)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any?) {
    box.place(bounds, proposal, subviews, &cache)
  }

  public func spacing(subviews: Subviews, cache: inout Any?) -> ViewSpacing { box.spacing(subviews, &cache) }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Any?
  ) -> CGFloat? { box.explicitAlignment(guide, bounds, proposal, subviews, &cache) }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout Any?
  ) -> CGFloat? { box.explicitAlignment(guide, bounds, proposal, subviews, &cache) }
}

protocol LayoutBox {
  var stackOrientation: Axis? { get }
  func makeCache(_ subviews: LayoutSubviews) -> Any?
  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?) -> CGSize
  func place(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?)
  func spacing(_ subviews: LayoutSubviews, _ cache: inout Any?) -> ViewSpacing
  func explicitAlignment(
    _ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any?
  ) -> CGFloat?
  func explicitAlignment(
    _ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any?
  ) -> CGFloat?
}

struct ConcreteLayoutBox<L: Layout>: LayoutBox {
  let layout: L

  var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

  func makeCache(_ subviews: LayoutSubviews) -> Any? { layout.makeCache(subviews: subviews) }

  private func with<R>(_ cache: inout Any?, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
    var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
    let result = body(&typed)
    cache = typed
    return result
  }

  func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?) -> CGSize {
    with(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
  }

  func place(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?) {
    with(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
  }

  func spacing(_ subviews: LayoutSubviews, _ cache: inout Any?) -> ViewSpacing {
    with(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }

  func explicitAlignment(
    _ guide: HorizontalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any?
  ) -> CGFloat? {
    with(&cache, subviews) {
      layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  func explicitAlignment(
    _ guide: VerticalAlignment, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
    _ cache: inout Any?
  ) -> CGFloat? {
    with(&cache, subviews) {
      layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }
}
