import Foundation

/// A filled or stroked shape that more fills and strokes of the same shape can be drawn over,
/// as iOS 17's `ShapeView` chains them (`Circle().fill(.red).stroke(.blue, lineWidth: 2)`, a
/// ring of three `strokeBorder`s). SwiftUI's chain returns `FillShapeView` and
/// `StrokeShapeView`; Vellum's returns `_ShapeLayers`, each layer an overlay of the shape.
public protocol _ShapeChain: View {
  associatedtype ChainedShape: Shape
  /// The shape every layer of the chain draws.
  nonisolated var _chainedShape: ChainedShape { get }
}

/// A shape layer drawn over the chain below it, as SwiftUI's `FillShapeView` or
/// `StrokeShapeView` over its background.
nonisolated public struct _ShapeLayers<Below: View, Layer: View, S: Shape>: View, _ShapeChain {
  let below: Below
  let layer: Layer
  public let _chainedShape: S

  public var body: some View { below.overlay(layer) }
}

nonisolated extension _ShapeView: _ShapeChain {
  /// The shape drawn; after `strokeBorder`, the shape it was called on (the chain of
  /// `Circle().strokeBorder(…).strokeBorder(…)` insets each border from the circle). A
  /// custom `InsettableShape`'s own inset shape cannot be undone, so its chain keeps it.
  public var _chainedShape: S {
    guard strokeBorderInset != 0, let inset = shape as? any InsetUndoing,
      let undone = inset.undoingInset(strokeBorderInset) as? S
    else { return shape }
    return undone
  }
}

/// A shape inset by an amount that can give the same shape inset by less.
protocol InsetUndoing {
  func undoingInset(_ amount: CGFloat) -> Self
}

extension InsetShape: InsetUndoing {
  func undoingInset(_ less: CGFloat) -> Self { Self(base: base, amount: amount - less) }
}

nonisolated extension _ShapeChain {
  /// A fill of the same shape over this fill or stroke, as iOS 17 chains them (a material
  /// tinted: `Rectangle().fill(.regularMaterial).fill(.primary.opacity(0.1))`).
  public func fill<T: ShapeStyle>(_ content: T = ForegroundStyle(), style: FillStyle = FillStyle())
    -> _ShapeLayers<Self, _ShapeView<ChainedShape>, ChainedShape>
  {
    _ShapeLayers(below: self, layer: _chainedShape.fill(content), _chainedShape: _chainedShape)
  }

  /// A stroke of the same shape over this fill or stroke, as iOS 17 chains them
  /// (`Circle().fill(.red).stroke(.blue, lineWidth: 2)`).
  public func stroke<T: ShapeStyle>(_ content: T, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> _ShapeLayers<Self, _ShapeView<ChainedShape>, ChainedShape>
  {
    _ShapeLayers(below: self, layer: _chainedShape.stroke(content, lineWidth: lineWidth), _chainedShape: _chainedShape)
  }

  public func stroke<T: ShapeStyle>(_ content: T, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeLayers<Self, _ShapeView<ChainedShape>, ChainedShape>
  {
    _ShapeLayers(below: self, layer: _chainedShape.stroke(content, style: style), _chainedShape: _chainedShape)
  }

  /// A stroke inside the same shape's outline over this fill or stroke (iOS 17).
  public func strokeBorder<T: ShapeStyle>(_ content: T, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> _ShapeLayers<Self, _ShapeView<InsetShape<ChainedShape>>, ChainedShape>
  {
    _ShapeLayers(
      below: self, layer: _chainedShape.strokeBorder(content, lineWidth: lineWidth), _chainedShape: _chainedShape)
  }

  public func strokeBorder<T: ShapeStyle>(_ content: T, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeLayers<Self, _ShapeView<InsetShape<ChainedShape>>, ChainedShape>
  {
    _ShapeLayers(below: self, layer: _chainedShape.strokeBorder(content, style: style), _chainedShape: _chainedShape)
  }
}
