import Foundation

/// What a layout node draws in its own frame.
indirect enum PaintContent {
  case fill(ShapeKind, style: AnyShapeStyle)
  case stroke(ShapeKind, style: AnyShapeStyle, stroke: StrokeStyle)
  case text(TextRun, style: AnyShapeStyle)
  /// A symbol glyph; `fillsFrame` (a resizable symbol) scales its ink to fit the frame.
  case symbol(SymbolGlyph, style: AnyShapeStyle, fillsFrame: Bool)
  /// A bitmap; a template image draws in the style.
  case image(ImageDrawing, style: AnyShapeStyle)
}

/// An effect applied to a node and everything it draws.
enum Effect {
  case opacity(Double)
  case clip(ShapeKind)
  case shadow(Shadow)
  /// A Gaussian blur of the node's drawing, σ in points.
  case blur(CGFloat)
  /// The node's last child is a mask: the other children show through its alpha.
  case mask
  /// The node draws nothing (layout is unchanged).
  case hidden
  /// The node's drawing is transformed about a point of its frame (layout is unchanged).
  case transform(anchor: UnitPoint, CGAffineTransform)
  /// The node's drawing is transformed in its own coordinates (origin at its top-leading
  /// corner) by a transform made from its size (`GeometryEffect`, `projectionEffect`).
  case sizedTransform((CGSize) -> CGAffineTransform)
  /// The node's drawing passes through a colour matrix.
  case colorMatrix(ColorMatrix)
  /// The node's drawing is composited with a blend mode.
  case blend(BlendMode)
}

nonisolated extension View {
  /// Makes the view and everything in it partly transparent.
  public func opacity(_ opacity: Double) -> some View {
    EffectView(content: self, name: "opacity") { context in
      guard opacity.isFinite else {
        context.diagnostics.report("opacity: non-finite value \(opacity) treated as 1")
        return .opacity(1)
      }
      return .opacity(min(max(opacity, 0), 1))
    }
  }

  /// Clips the view to its frame.
  public func clipped() -> some View {
    EffectView(content: self, name: "clipped") { _ in .clip(.rect) }
  }

  /// Clips the view to a shape in its frame.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    EffectView(content: self, name: "clipShape") { context in
      for problem in (shape as? ShapeChecking)?.problems ?? [] { context.diagnostics.report("clipShape: \(problem)") }
      return .clip(ShapeKind(shape))
    }
  }

  /// Deprecated in SwiftUI: clips to a rounded rectangle (Vellum uses circular corners, L in spec §5).
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
  }
}

nonisolated extension View {
  /// Blurs the view's drawing with a Gaussian of σ = `radius` points (spec §6). Edges fade
  /// to transparent; `opaque` is accepted but Vellum always lets them fade.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    EffectView(content: self, name: "blur") { context in
      .blur(context.diagnostics.length(radius, "blur(radius:)") ?? 0)
    }
  }

  /// Hides the view: it keeps its place in layout and draws nothing.
  public func hidden() -> some View {
    EffectView(content: self, name: "hidden") { _ in .hidden }
  }

  /// Draws the view into one layer before compositing it (`opacity` on a group then fades
  /// it as one image). Vellum draws it as a group at full opacity.
  public func compositingGroup() -> some View {
    EffectView(content: self, name: "compositingGroup") { _ in .opacity(1) }
  }

  /// Draws the view only where `mask` is opaque; the mask is sized and aligned to the view
  /// like an overlay and never changes layout.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    SecondaryLayerView(content: self, layer: mask(), alignment: alignment, role: .mask)
  }

  /// Deprecated in SwiftUI; the same as the closure form.
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    SecondaryLayerView(content: self, layer: mask, alignment: .center, role: .mask)
  }
}

/// How to fill a path, as in SwiftUI; Vellum uses the non-zero rule unless `eoFill` is set.
public struct FillStyle: Hashable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// Attaches a drawing effect to each child of its content; layout is unchanged.
nonisolated struct EffectView<Content: View>: View, PrimitiveView {
  let content: Content
  let name: String
  let effect: (ResolveContext) -> Effect

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let effect = effect
    let name = name
    return Vellum.makeChildren(content, context).map { build in
      { context in
        let child = build(context)
        let node = Node(name, PassthroughLayout(), children: [child], context: context)
        node.priority = child.priority
        node.effects.append(effect(context))
        return node
      }
    }
  }
}

/// A unary layout that takes its child's size and spacing and places it at its origin.
struct PassthroughLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.first?.sizeThatFits(proposal) ?? .zero
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    subviews.first?.place(at: bounds.origin, proposal: proposal)
  }
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? { subviews.first?.dimensions(in: proposal)[explicit: guide] }
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) -> CGFloat? { subviews.first?.dimensions(in: proposal)[explicit: guide] }
}

extension PassthroughLayout: ForwardsAlignmentGuides {}
