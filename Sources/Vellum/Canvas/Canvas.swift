import Foundation

/// A view drawn by a closure with a `GraphicsContext`, as SwiftUI's `Canvas`.
///
/// It takes the size it is offered (10 × 10 when unproposed, like a shape) and calls the
/// renderer once after layout with that size. `symbols` are views the renderer can draw by
/// their `.tag` through `resolveSymbol(id:)`. `opaque`, `colorMode` and
/// `rendersAsynchronously` are accepted; Vellum draws one still frame in sRGB.
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  public var symbols: Symbols
  public var isOpaque: Bool
  public var colorMode: ColorRenderingMode
  public var rendersAsynchronously: Bool

  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
    self.symbols = symbols()
    self.isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }

  public typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let (renderer, symbols) = (renderer, symbols)
    return context.leaf { context in
      var inner = context
      inner.stackAxis = nil
      var tagged: [AnyHashable: Child] = [:]
      for child in Vellum.makeChildren(symbols, inner.appending("symbols")).all {
        if let tag = child.containerValues.tag, tagged[tag] == nil { tagged[tag] = child }
      }
      return Node(
        name: "Canvas", layout: CanvasEngine(renderer: renderer, symbols: tagged, context: inner), context: context)
    }
  }
}

extension Canvas where Symbols == EmptyView {
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.init(
      opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer,
      symbols: { EmptyView() })
  }
}

/// Runs the renderer when the canvas is placed and turns what it recorded into child
/// nodes, one per operation, in drawing order. Each covers the canvas and carries the
/// operation's clip, opacity, blend mode, filters and transform as effects.
final class CanvasEngine: NodeLayout {
  var originatedGuides: GuideAxes { [] }
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let symbols: [AnyHashable: Child]
  let context: ResolveContext

  init(
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, symbols: [AnyHashable: Child], context: ResolveContext
  ) {
    self.renderer = renderer
    self.symbols = symbols
    self.context = context
  }

  func size(_ proposal: ProposedViewSize, node: Node) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  func place(in bounds: CGRect, proposal: ProposedViewSize, node: Node) {
    let context = context
    let graphics = GraphicsContext(
      environment: context.environment, symbols: symbols, report: { context.diagnostics.report($0) },
      measure: { [weak self] drawing, proposal in
        guard let self, let nodes = self.viewNodes(drawing) else { return .zero }
        return nodes.first?.size(for: proposal) ?? .zero
      })
    var drawing = graphics
    renderer(&drawing, bounds.size)
    let children = graphics.recorder.operations.map { makeNode(for: $0, canvas: bounds.size) }
    node.children = children
    for child in children {
      LayoutSubview(node: child).place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }

  /// The nodes a view-drawing operation shows, or nil for shapes and layers.
  private func viewNodes(_ drawing: GraphicsContext.Drawing) -> [Node]? {
    switch drawing {
    case .view(let view, _, _, _): Vellum.makeNodes(view, context)
    case .symbol(let child, _, _, _): [child.build(context)]
    default: nil
    }
  }

  private func makeNode(for operation: GraphicsContext.Operation, canvas: CGSize) -> Node {
    let node: Node
    switch operation.drawing {
    case .fill(let path, let shading, _):
      node = Node("Canvas.fill", CanvasOperationLayout(), context: context)
      node.content = .fill(
        ShapeKind(name: "Canvas path", path: { path.offsetBy(dx: $0.minX, dy: $0.minY) }), style: shading.style(canvas))
    case .stroke(let path, let shading, let style):
      node = Node("Canvas.stroke", CanvasOperationLayout(), context: context)
      node.content = .stroke(
        ShapeKind(name: "Canvas path", path: { path.offsetBy(dx: $0.minX, dy: $0.minY) }), style: shading.style(canvas),
        stroke: style)
    case .view(_, let point, let anchor, let rect), .symbol(_, let point, let anchor, let rect):
      let children = viewNodes(operation.drawing) ?? []
      node = Node(
        "Canvas.draw", CanvasOperationLayout(point: point, anchor: anchor, rect: rect), children: children,
        context: context)
    case .layer(let operations):
      node = Node(
        "Canvas.layer", CanvasOperationLayout(), children: operations.map { self.makeNode(for: $0, canvas: canvas) },
        context: context)
    }
    let state = operation.state
    for clip in state.clips {
      node.effects.append(.clip(ShapeKind(name: "Canvas clip", path: { clip.offsetBy(dx: $0.minX, dy: $0.minY) })))
    }
    if state.opacity < 1 { node.effects.append(.opacity(state.opacity)) }
    if state.blendMode != .normal { node.effects.append(.blend(state.blendMode)) }
    for filter in state.filters {
      switch filter.kind {
      case .shadow(let color, let radius, let x, let y):
        node.effects.append(
          .shadow(Shadow(color: color.rgba(in: context.environment), radius: max(radius, 0), x: x, y: y)))
      case .blur(let radius):
        node.effects.append(.blur(max(radius, 0)))
      case .colorMatrix(let matrix):
        node.effects.append(.colorMatrix(matrix))
      case .colorMultiply(let color):
        node.effects.append(.colorMatrix(.multiply(color.rgba(in: context.environment))))
      case .projection(let matrix):
        node.effects.append(.sizedTransform { matrix.drawnTransform(in: $0) })
      }
    }
    if state.transform != .identity { node.effects.append(.transform(anchor: .topLeading, state.transform)) }
    return node
  }

  func spacing(node: Node) -> ViewSpacing { ViewSpacing() }
  func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node)
    -> CGFloat?
  { nil }
  func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node) -> CGFloat? {
    nil
  }
}

/// One canvas operation's node: it covers the canvas; a drawn view sits at its point and
/// anchor (ideal size) or fills its rect; a layer's operations cover it too.
struct CanvasOperationLayout: Layout {
  var point: CGPoint = .zero
  var anchor: UnitPoint = .topLeading
  var rect: CGRect? = nil

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      if let rect {
        subview.place(
          at: CGPoint(x: bounds.minX + rect.minX, y: bounds.minY + rect.minY), proposal: ProposedViewSize(rect.size))
      } else if subview.node.name.hasPrefix("Canvas.") {
        subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
      } else {
        subview.place(
          at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), anchor: anchor, proposal: .unspecified)
      }
    }
  }

  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { ViewSpacing() }
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? { nil }
}

extension CanvasOperationLayout: ForwardsAlignmentGuides {}
