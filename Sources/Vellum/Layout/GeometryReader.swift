import Foundation

/// The size and position of a `GeometryReader`, handed to its content.
public struct GeometryProxy {
  public let size: CGSize
  let globalOrigin: CGPoint
  /// The reader's node, for named coordinate spaces among its ancestors.
  weak var node: Node?
  /// The safe area's insets on the reader's edges, as SwiftUI's: a reader that reaches the
  /// top of an iPhone 15's safe area reads 59 there, whether or not it ignores the safe area,
  /// so a header padded by it clears the Dynamic Island; zero on a canvas without a safe area.
  public let safeAreaInsets: EdgeInsets

  init(size: CGSize, globalOrigin: CGPoint, node: Node? = nil, safeArea: SafeArea? = nil) {
    self.size = size
    self.globalOrigin = globalOrigin
    self.node = node
    safeAreaInsets = safeArea?.insets(of: CGRect(origin: globalOrigin, size: size)) ?? EdgeInsets()
  }

  /// The reader's frame in a coordinate space: its own (`.local`), the root view's
  /// (`.global`; Vellum's window is the canvas) or the nearest ancestor marked with
  /// `.coordinateSpace(.named(…))` (`.global` with a diagnostic when none has the name).
  public func frame(in space: CoordinateSpace) -> CGRect {
    CGRect(origin: origin(in: space), size: size)
  }

  public func frame(in space: some CoordinateSpaceProtocol) -> CGRect { frame(in: space.coordinateSpace) }

  /// The bounds of a named coordinate space in the reader's own coordinates, or nil when no
  /// ancestor has the name.
  public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
    guard let named = node.flatMap({ namedSpaceNode(space.name, above: $0) }) else { return nil }
    let frame = named.globalFrame
    return CGRect(
      x: frame.minX - globalOrigin.x, y: frame.minY - globalOrigin.y, width: frame.width, height: frame.height)
  }

  /// An anchor's value in the reader's own coordinates.
  public subscript<T>(anchor: Anchor<T>) -> T { anchor.value(relativeTo: globalOrigin) }

  private func origin(in space: CoordinateSpace) -> CGPoint {
    switch space {
    case .local: return .zero
    case .global: return globalOrigin
    case .named(let name):
      guard let node, let named = namedSpaceNode(name, above: node) else {
        node?.diagnostics.report(
          "GeometryProxy.frame(in: .named(\(name))): no enclosing coordinateSpace has that name; global used")
        return globalOrigin
      }
      let origin = named.globalFrame.origin
      return CGPoint(x: globalOrigin.x - origin.x, y: globalOrigin.y - origin.y)
    }
  }
}

/// A view that takes all the space offered and builds its content from its own size,
/// placing the content at its top-leading corner, as in SwiftUI.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
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
    let proxy = GeometryProxy(
      size: bounds.size, globalOrigin: node.globalFrame.origin, node: node, safeArea: context.safeArea)
    let children = Vellum.makeNodes(content(proxy), context)
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
