import Foundation

/// A text view under `.textRenderer(_:)`: sized as the renderer says (by default as the
/// text), and drawn by handing the renderer the text's `Text.Layout` when placed. What the
/// renderer draws becomes the node's children, as a `Canvas`'s operations do.
final class TextRendererEngine: NodeLayout {
  let text: TextLayout
  let renderer: AnyTextRenderer
  let style: AnyShapeStyle
  let attributes: [TextAttributeRange]
  let context: ResolveContext

  init(
    text: TextLayout, renderer: AnyTextRenderer, style: AnyShapeStyle, attributes: [TextAttributeRange],
    context: ResolveContext
  ) {
    self.text = text
    self.renderer = renderer
    self.style = style
    self.attributes = attributes
    self.context = context
  }

  var originatedGuides: GuideAxes { text.guideAxes }

  func size(_ proposal: ProposedViewSize, node: Node) -> CGSize {
    let proxy = TextProxy { [text] proposal in
      var cache: Void = ()
      return text.sizeThatFits(proposal: proposal, subviews: node.subviews, cache: &cache)
    }
    let size = renderer.sizeThatFits(proposal, proxy)
    guard size.width.isFinite, size.height.isFinite else {
      context.diagnostics.report("TextRenderer.sizeThatFits: a non-finite size; the text's own size used")
      return proxy.sizeThatFits(proposal)
    }
    return CGSize(width: max(size.width, 0), height: max(size.height, 0))
  }

  func place(in bounds: CGRect, proposal: ProposedViewSize, node: Node) {
    let environment = context.environment
    let placed = environment.textMeasurer.placedText(text.run, in: bounds.size)
    let layout = Text.Layout(placed, style: style, attributes: attributes, direction: environment.layoutDirection)
    let nodes = OperationNodes(context: context)
    let graphics = GraphicsContext(
      environment: environment, symbols: [:], report: { nodes.context.diagnostics.report($0) }, measure: nodes.measure)
    var drawing = graphics
    renderer.draw(layout, &drawing)
    let children = graphics.recorder.operations.map { nodes.node(for: $0, canvas: bounds.size) }
    node.children = children
    for child in children {
      LayoutSubview(node: child).place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }

  func spacing(node: Node) -> ViewSpacing { node.fixedSpacing ?? ViewSpacing() }

  func explicitAlignment(_ guide: HorizontalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node)
    -> CGFloat?
  {
    var cache: Void = ()
    return text.explicitAlignment(
      of: guide, in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: node.subviews, cache: &cache)
  }

  func explicitAlignment(_ guide: VerticalAlignment, size: CGSize, proposal: ProposedViewSize, node: Node) -> CGFloat? {
    var cache: Void = ()
    return text.explicitAlignment(
      of: guide, in: CGRect(origin: .zero, size: size), proposal: proposal, subviews: node.subviews, cache: &cache)
  }
}
