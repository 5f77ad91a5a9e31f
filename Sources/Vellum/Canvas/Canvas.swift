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
    let nodes = OperationNodes(context: context)
    let graphics = GraphicsContext(
      environment: context.environment, symbols: symbols, report: { nodes.context.diagnostics.report($0) },
      measure: nodes.measure)
    var drawing = graphics
    renderer(&drawing, bounds.size)
    let children = graphics.recorder.operations.map { nodes.node(for: $0, canvas: bounds.size) }
    node.children = children
    for child in children {
      LayoutSubview(node: child).place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
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
