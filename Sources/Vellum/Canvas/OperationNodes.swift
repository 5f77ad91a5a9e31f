import Foundation

/// Turns what a `GraphicsContext` recorded into nodes, one per operation in drawing order.
/// Each covers the drawing's area (a canvas, or a text drawn by a `TextRenderer`) and carries
/// the operation's clip, opacity, blend mode, filters and transform as effects.
struct OperationNodes {
  let context: ResolveContext

  /// The size a view drawn through the context takes under `proposal` (`resolve(_:)`).
  func measure(_ drawing: GraphicsContext.Drawing, _ proposal: ProposedViewSize) -> CGSize {
    viewNodes(drawing)?.first?.size(for: proposal) ?? .zero
  }

  /// The nodes a view-drawing operation shows, or nil for shapes, text layouts and layers.
  private func viewNodes(_ drawing: GraphicsContext.Drawing) -> [Node]? {
    switch drawing {
    case .view(let view, _, _, _): Vellum.makeNodes(view, context)
    case .symbol(let child, _, _, _): [child.build(context)]
    default: nil
    }
  }

  func node(for operation: GraphicsContext.Operation, canvas: CGSize) -> Node {
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
    case .text(let run, let style):
      // The whole text laid out as its view lays it out, only the element visible.
      node = Node("Canvas.text", CanvasOperationLayout(), context: context)
      node.content = .text(run, style: style)
    case .layer(let operations):
      node = Node(
        "Canvas.layer", CanvasOperationLayout(), children: operations.map { self.node(for: $0, canvas: canvas) },
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
      case .shader:
        break
      }
    }
    if state.transform != .identity { node.effects.append(.transform(anchor: .topLeading, state.transform)) }
    return node
  }
}
