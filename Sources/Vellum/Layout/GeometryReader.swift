import Foundation

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable, Sendable {
  case local, global
}

/// The size and position of a `GeometryReader`, handed to its content.
public struct GeometryProxy {
  public let size: CGSize
  let globalOrigin: CGPoint
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .local: CGRect(origin: .zero, size: size)
    case .global: CGRect(origin: globalOrigin, size: size)
    }
  }
}

/// A view that takes all the space offered and builds its content from its own size,
/// placing the content at its top-leading corner, as in SwiftUI.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  public var content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let content = content
    return context.leaf { context in
      Node(
        name: "GeometryReader", layout: GeometryEngine(content: { AnyView(content($0)) }, context: context),
        context: context)
    }
  }
}

final class GeometryEngine: NodeLayout {
  var originatedGuides: GuideAxes { .all }
  let content: (GeometryProxy) -> AnyView
  let context: ResolveContext

  init(content: @escaping (GeometryProxy) -> AnyView, context: ResolveContext) {
    self.content = content
    var inner = context
    inner.stackAxis = nil
    self.context = inner
  }

  func size(_ proposal: ProposedViewSize, node: Node) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  func place(in bounds: CGRect, proposal: ProposedViewSize, node: Node) {
    let proxy = GeometryProxy(size: bounds.size, globalOrigin: node.globalFrame.origin)
    let children = Vellum.makeChildren(content(proxy), context).all.map { $0.build(context) }
    node.children = children
    for child in children {
      LayoutSubview(node: child).place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }

  func spacing(node: Node) -> ViewSpacing { ViewSpacing() }
  func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node) -> CGFloat?
  { nil }
  func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node) -> CGFloat? {
    nil
  }
}
