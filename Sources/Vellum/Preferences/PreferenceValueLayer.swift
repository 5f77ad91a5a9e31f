import Foundation

/// The node of `overlayPreferenceValue`/`backgroundPreferenceValue`: the primary child sets
/// the size; the reader (built from the primary's preference value once the primary is
/// placed) is proposed that size; a zero-size trigger after the primary lets a background
/// reader, which is painted first, build its content late.
struct PreferenceValueLayerLayout: PrimaryChildLayout {
  let primaryIndex: Int

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for index in subviews.indices {
      if index == subviews.startIndex + primaryIndex {
        subviews[index].place(at: bounds.origin, proposal: proposal)
      } else {
        subviews[index].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
      }
    }
  }
}

extension PreferenceValueLayerLayout: ForwardsAlignmentGuides {}

/// Takes the size it is offered and, once its source is placed, builds its content from the
/// source's preference value and aligns it inside, as an overlay would.
final class PreferenceReaderEngine: NodeLayout {
  var originatedGuides: GuideAxes { [] }
  weak var source: Node?
  var sourcePlaced: Bool
  let alignment: Alignment
  let context: ResolveContext
  let content: (Node) -> AnyView

  init(sourcePlaced: Bool, alignment: Alignment, context: ResolveContext, content: @escaping (Node) -> AnyView) {
    self.sourcePlaced = sourcePlaced
    self.alignment = alignment
    var inner = context
    inner.stackAxis = nil
    self.context = inner
    self.content = content
  }

  func size(_ proposal: ProposedViewSize, node: Node) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  func place(in bounds: CGRect, proposal: ProposedViewSize, node: Node) {
    guard sourcePlaced, let source else {
      node.children = []
      return
    }
    let children = Vellum.makeNodes(content(source), context)
    node.children = children
    let childProposal = ProposedViewSize(bounds.size)
    for child in children {
      let subview = LayoutSubview(node: child)
      let origin = aligned(subview.dimensions(in: childProposal), in: bounds.size, alignment)
      subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: childProposal)
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

nonisolated struct PreferenceValueLayer<Content: View, K: PreferenceKey, Layer: View>: View, PrimitiveView {
  let content: Content
  let alignment: Alignment
  let isBackground: Bool
  let transform: (K.Value) -> Layer

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let (alignment, isBackground, transform) = (alignment, isBackground, transform)
    let name = isBackground ? "backgroundPreferenceValue" : "overlayPreferenceValue"
    return Vellum.makeChildren(content, context).map { build in
      { context in
        let primary = build(context)
        let engine = PreferenceReaderEngine(
          sourcePlaced: !isBackground, alignment: alignment, context: context.appending(name)
        ) { source in
          AnyView(transform(preferenceValue(K.self, in: source) ?? K.defaultValue))
        }
        engine.source = primary
        let reader = Node(name: "\(name).content", layout: engine, context: context)
        let children: [Node]
        if isBackground {
          // The trigger is placed after the primary, then places the reader again.
          let trigger = Node(
            name: "\(name).trigger",
            layout: PreferenceObserverLayout(observed: primary) { [weak reader] _, _ in
              guard let reader else { return }
              engine.sourcePlaced = true
              reader.placeChildren()
              engine.sourcePlaced = false
            }, context: context)
          children = [reader, primary, trigger]
        } else {
          children = [primary, reader]
        }
        let node = Node(
          name, PreferenceValueLayerLayout(primaryIndex: isBackground ? 1 : 0), children: children, context: context)
        node.priority = primary.priority
        return node
      }
    }
  }
}

nonisolated extension View {
  /// Draws a view built from the value this view's content produces for a key, in front of
  /// this view and sized to it (an overlay). Anchors in the value resolve with the
  /// `GeometryProxy` of a `GeometryReader` in the built view.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    PreferenceValueLayer<Self, K, V>(content: self, alignment: alignment, isBackground: false, transform: transform)
  }

  /// As `overlayPreferenceValue`, behind this view.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    PreferenceValueLayer<Self, K, V>(content: self, alignment: alignment, isBackground: true, transform: transform)
  }
}
