import Foundation

/// A shadow a shape style casts, as SwiftUI's `ShadowStyle`: `.fill(.blue.shadow(.drop(radius: 4)))`
/// draws a drop shadow beneath the filled shape; `.inner(…)` darkens the inside of its edge.
/// `radius` is the Gaussian σ in points, as for `.shadow(color:radius:x:y:)`. Vellum applies
/// the shadow of a style used to fill or stroke a shape. The default colour is SwiftUI's,
/// black at 33 %.
public struct ShadowStyle: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case drop, inner }
  let kind: Kind
  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat

  public static func drop(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
  }

  public static func inner(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
  }
}

/// A shape style with shadows.
struct ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let shadows: [ShadowStyle]
  func _paint(in environment: EnvironmentValues) -> Paint { base._paint(in: environment) }
}

/// A style that carries shadows (seen through `AnyShapeStyle`).
protocol CarriesShadows { var shadowStyles: [ShadowStyle] { get } }

extension ShadowedShapeStyle: CarriesShadows {
  var shadowStyles: [ShadowStyle] { ((base as? CarriesShadows)?.shadowStyles ?? []) + shadows }
}

extension ShapeStyle {
  /// The style with a drop or inner shadow.
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle { ShadowedShapeStyle(base: self, shadows: [style]) }
}

extension ShapeStyle where Self == AnyShapeStyle {
  /// The foreground style with a shadow: `.fill(.shadow(.drop(radius: 2)))`.
  public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
    ShadowedShapeStyle(base: ForegroundStyle(), shadows: [style])
  }
}

/// Adds a shape's style shadows to its node: a drop shadow as the node's shadow effect, an
/// inner shadow as a child drawn over the fill, clipped to the shape: the shape moved by the
/// offset, blurred, with its alpha inverted into the shadow colour.
func applyShadowStyles<S: Shape>(_ shadows: [ShadowStyle], shape: S, to node: Node, context: ResolveContext) {
  let kind = ShapeKind(shape)
  for shadow in shadows {
    let radius = context.diagnostics.length(shadow.radius, "ShadowStyle(radius:)") ?? 0
    let x = context.diagnostics.finite(shadow.x, "ShadowStyle(x:)")
    let y = context.diagnostics.finite(shadow.y, "ShadowStyle(y:)")
    let color = shadow.color.rgba(in: context.environment)
    switch shadow.kind {
    case .drop:
      node.effects.append(.shadow(Shadow(color: color, radius: radius, x: x, y: y)))
    case .inner:
      let inner = Node("innerShadow", ShapeLayout(shape: shape), context: context)
      inner.content = .fill(
        ShapeKind(name: "\(kind.name) moved", path: { kind.path($0).offsetBy(dx: x, dy: y) }),
        style: AnyShapeStyle(Color.black))
      inner.effects = [
        .clip(kind),
        .colorMatrix(
          ColorMatrix([
            0, 0, 0, 0, color.red, 0, 0, 0, 0, color.green, 0, 0, 0, 0, color.blue, 0, 0, 0, -color.alpha, color.alpha,
          ])),
        .blur(radius),
      ]
      node.children.append(inner)
    }
  }
}

extension AnyShapeStyle: CarriesShadows {
  var shadowStyles: [ShadowStyle] { shadows }
}
