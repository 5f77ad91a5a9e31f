import Foundation

/// A layout whose size, spacing and alignment guides are those of one primary child; the
/// others are placed over or under it and never change layout.
protocol PrimaryChildLayout: Layout where Cache == () {
  var primaryIndex: Int { get }
}

extension PrimaryChildLayout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews[subviews.startIndex + primaryIndex].sizeThatFits(proposal)
  }

  func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
    subviews[subviews.startIndex + primaryIndex].spacing
  }

  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? { subviews[subviews.startIndex + primaryIndex].dimensions(in: proposal)[explicit: guide] }

  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? { subviews[subviews.startIndex + primaryIndex].dimensions(in: proposal)[explicit: guide] }
}

/// `.background` and `.overlay`: the primary child sets the size; the secondary one is
/// proposed the primary's final size and aligned to it, and never changes layout (spec F10).
struct BackgroundLayout: PrimaryChildLayout {
  let primaryIndex: Int
  let alignment: Alignment

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    let primary = subviews[subviews.startIndex + primaryIndex]
    primary.place(at: bounds.origin, proposal: proposal)
    let secondary = subviews[subviews.startIndex + 1 - primaryIndex]
    let secondaryProposal = ProposedViewSize(bounds.size)
    let origin = aligned(secondary.dimensions(in: secondaryProposal), in: bounds.size, alignment)
    secondary.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: secondaryProposal)
  }
}

/// Puts a secondary view behind or in front of each child of the content, or uses it as
/// the child's mask.
nonisolated struct SecondaryLayerView<Content: View, Layer: View>: View, PrimitiveView {
  enum Role: String { case background, overlay, mask }

  let content: Content
  let layer: Layer
  let alignment: Alignment
  let role: Role

  init(content: Content, layer: Layer, alignment: Alignment, isBackground: Bool) {
    self.init(content: content, layer: layer, alignment: alignment, role: isBackground ? .background : .overlay)
  }

  init(content: Content, layer: Layer, alignment: Alignment, role: Role) {
    self.content = content
    self.layer = layer
    self.alignment = alignment
    self.role = role
  }

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let (layer, alignment, role) = (layer, alignment, role)
    let isBackground = role == .background
    return Vellum.makeChildren(content, context).map { build in
      { context in
        let primary = build(context)
        var layerContext = context
        layerContext.stackAxis = nil
        let layerNodes = Vellum.makeChildren(layer, layerContext.appending(role.rawValue))
          .all.map { $0.build(layerContext) }
        let secondary =
          layerNodes.count == 1
          ? layerNodes[0]
          : Node("ZStack", ZStackLayout(alignment: alignment), children: layerNodes, context: layerContext)
        let node = Node(
          role.rawValue, BackgroundLayout(primaryIndex: isBackground ? 1 : 0, alignment: alignment),
          children: isBackground ? [secondary, primary] : [primary, secondary], context: context)
        node.priority = primary.priority
        if role == .mask { node.effects.append(.mask) }
        return node
      }
    }
  }
}

nonisolated extension View {
  /// Draws a view behind this one, sized to it.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    SecondaryLayerView(content: self, layer: content(), alignment: alignment, isBackground: true)
  }

  /// Deprecated in SwiftUI; the same as the closure form. A value that is both a view and
  /// a shape style (`LinearGradient`, `Color`) picks the shape-style form, as in SwiftUI.
  @_disfavoredOverload
  public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    SecondaryLayerView(content: self, layer: view, alignment: alignment, isBackground: true)
  }

  /// Fills the view's frame behind it with the background style (`.background()`: the
  /// system background, white in light mode), as SwiftUI's default argument does.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
  }

  /// Fills the view's frame behind it with a style.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    SecondaryLayerView(
      content: self, layer: Rectangle().fill(style).ignoresSafeArea(edges: edges), alignment: .center,
      isBackground: true)
  }

  /// Fills a shape in the view's frame behind it with a style.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    SecondaryLayerView(content: self, layer: shape.fill(style), alignment: .center, isBackground: true)
  }

  /// Fills a shape behind the view with the background style.
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(Color.systemBackground, in: shape)
  }

  /// Draws a view in front of this one, sized to it.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    SecondaryLayerView(content: self, layer: content(), alignment: alignment, isBackground: false)
  }

  /// Deprecated in SwiftUI; a value that is both a view and a shape style (`Color`) picks the
  /// shape-style form, as in SwiftUI.
  @_disfavoredOverload
  public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
    SecondaryLayerView(content: self, layer: view, alignment: alignment, isBackground: false)
  }

  /// Fills the view's frame in front of it with a style (`Divider().overlay(.yellow)` colours
  /// a divider).
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    SecondaryLayerView(
      content: self, layer: Rectangle().fill(style).ignoresSafeArea(edges: edges), alignment: .center,
      isBackground: false)
  }

  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View
  {
    SecondaryLayerView(content: self, layer: shape.fill(style), alignment: .center, isBackground: false)
  }
}

extension BackgroundLayout: ForwardsAlignmentGuides {}
