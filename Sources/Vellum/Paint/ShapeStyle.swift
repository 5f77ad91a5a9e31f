import Foundation

/// A paint resolved for drawing: a solid colour or a gradient in unit coordinates of the
/// shape's bounds.
public enum Paint: Hashable, Sendable, CustomStringConvertible {
  case color(RGBA)
  case linearGradient(stops: [GradientStop], start: UnitPoint, end: UnitPoint)
  /// Circles around a unit point of the bounds, radii in points.
  case radialGradient(stops: [GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double)
  /// Ellipses around a unit point, radii as fractions of the bounds' size.
  case ellipticalGradient(stops: [GradientStop], center: UnitPoint, startFraction: Double, endFraction: Double)
  /// By angle around a unit point, radians clockwise from the +x axis.
  case angularGradient(stops: [GradientStop], center: UnitPoint, startAngle: Double, endAngle: Double)
  /// A blur of what is already painted beneath, per a material recipe.
  case material(MaterialRecipe)
  /// A grid of coloured vertices in unit coordinates of the bounds (`MeshGradient`).
  case meshGradient(Mesh)

  public struct GradientStop: Hashable, Sendable {
    public var color: RGBA
    public var location: Double
  }

  public var description: String {
    switch self {
    case .color(let rgba): rgba.description
    case .linearGradient(let stops, let start, let end):
      "linear(\(formatNumber(start.x)),\(formatNumber(start.y))→\(formatNumber(end.x)),\(formatNumber(end.y)) "
        + Self.list(stops) + ")"
    case .radialGradient(let stops, let center, let start, let end):
      "radial(\(formatNumber(center.x)),\(formatNumber(center.y)) r\(formatNumber(start))→\(formatNumber(end)) \(Self.list(stops)))"
    case .ellipticalGradient(let stops, let center, let start, let end):
      "elliptical(\(formatNumber(center.x)),\(formatNumber(center.y)) \(formatNumber(start))→\(formatNumber(end)) \(Self.list(stops)))"
    case .angularGradient(let stops, let center, let start, let end):
      "angular(\(formatNumber(center.x)),\(formatNumber(center.y)) \(formatNumber(start * 180 / .pi))°→\(formatNumber(end * 180 / .pi))° \(Self.list(stops)))"
    case .material(let recipe): recipe.description
    case .meshGradient(let mesh): mesh.description
    }
  }

  static func list(_ stops: [GradientStop]) -> String {
    stops.map { "\($0.color)@\(formatNumber($0.location))" }.joined(separator: " ")
  }

  func withOpacity(_ factor: Double) -> Paint {
    switch self {
    case .color(let rgba): .color(rgba.withAlpha(factor))
    case .linearGradient(let stops, let start, let end):
      .linearGradient(stops: Self.faded(stops, factor), start: start, end: end)
    case .radialGradient(let stops, let center, let start, let end):
      .radialGradient(stops: Self.faded(stops, factor), center: center, startRadius: start, endRadius: end)
    case .ellipticalGradient(let stops, let center, let start, let end):
      .ellipticalGradient(stops: Self.faded(stops, factor), center: center, startFraction: start, endFraction: end)
    case .angularGradient(let stops, let center, let start, let end):
      .angularGradient(stops: Self.faded(stops, factor), center: center, startAngle: start, endAngle: end)
    case .material: self
    case .meshGradient(let mesh): .meshGradient(mesh.withOpacity(factor))
    }
  }

  static func faded(_ stops: [GradientStop], _ factor: Double) -> [GradientStop] {
    stops.map { GradientStop(color: $0.color.withAlpha(factor), location: $0.location) }
  }
}

/// A colour or pattern to fill or stroke with, as in SwiftUI. A style of an app's own
/// implements `resolve(in:)`, as iOS 17's do (`func resolve(in:) -> Color`), and is painted
/// as the style it resolves to; Vellum's own styles implement `_paint(in:)`.
public protocol ShapeStyle {
  /// The style this one is in an environment (`Never` for a style that paints itself).
  associatedtype Resolved: ShapeStyle = Never
  /// The style this one is in an environment, as SwiftUI asks of a custom style.
  func resolve(in environment: EnvironmentValues) -> Resolved
  /// The paint in an environment (colour scheme, foreground style).
  func _paint(in environment: EnvironmentValues) -> Paint
}

extension ShapeStyle where Resolved == Never {
  /// A style that paints itself resolves to nothing else.
  public func resolve(in environment: EnvironmentValues) -> Never {
    fatalError("\(Self.self) resolves to no other style; it paints itself")
  }
}

extension ShapeStyle {
  /// A custom style is painted as the style it resolves to.
  public func _paint(in environment: EnvironmentValues) -> Paint {
    resolve(in: environment)._paint(in: environment)
  }
}

extension Never: ShapeStyle {
  public typealias Resolved = Never
  public func _paint(in environment: EnvironmentValues) -> Paint { fatalError("Never is no style") }
}

extension Color: ShapeStyle {
  public func _paint(in environment: EnvironmentValues) -> Paint { .color(rgba(in: environment)) }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
  private enum Storage {
    /// A colour, the commonest style, kept as itself: no closure (and no allocation) for it.
    case color(Color)
    case other(paint: (EnvironmentValues) -> Paint, shadows: [ShadowStyle])
  }
  private let storage: Storage

  public init<S: ShapeStyle>(_ style: S) {
    if S.self == Color.self {
      storage = .color(reinterpret(style, as: Color.self))
    } else {
      storage = .other(paint: style._paint(in:), shadows: (style as? CarriesShadows)?.shadowStyles ?? [])
    }
  }

  /// Shadows of a `.shadow(_:)` style (ShadowStyle.swift).
  var shadows: [ShadowStyle] {
    if case .other(_, let shadows) = storage { return shadows }
    return []
  }

  /// The colour the style is, if it is one.
  var color: Color? {
    if case .color(let color) = storage { return color }
    return nil
  }

  public func _paint(in environment: EnvironmentValues) -> Paint {
    switch storage {
    case .color(let color): color._paint(in: environment)
    case .other(let paint, _): paint(environment)
    }
  }
}

/// The foreground style in the environment (`.foregroundStyle`, default `.primary`).
public struct ForegroundStyle: ShapeStyle {
  public init() {}
  public func _paint(in environment: EnvironmentValues) -> Paint {
    HierarchicalShapeStyle(level: environment.foregroundLevel)._paint(in: environment)
  }
}

/// The levels of the foreground style: primary, secondary, tertiary, quaternary.
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)

  public func _paint(in environment: EnvironmentValues) -> Paint {
    if level > 0, level <= environment.foregroundLevels.count {
      return environment.foregroundLevels[level - 1]._paint(in: environment)
    }
    if environment.foregroundStyle is DefaultForeground {
      let colors: [Color] = [.primary, .secondary, .tertiaryLabel, .quaternaryLabel]
      return .color(colors[level].rgba(in: environment))
    }
    let factors = [1, 0.5, 0.25, 0.18]
    return environment.foregroundStyle._paint(in: environment).withOpacity(factors[level])
  }
}

/// A style set by `foregroundStyle(_:)`, painted against the foreground it replaced: a style
/// made from the foreground (`AnyShapeStyle(.primary)`, `.foreground.opacity(0.5)`) refers
/// to the enclosing one, as in SwiftUI, rather than to itself without end.
struct EnclosedForeground: ShapeStyle {
  let style: any ShapeStyle
  let outer: any ShapeStyle
  let outerLevel: Int
  func _paint(in environment: EnvironmentValues) -> Paint {
    var enclosing = environment
    enclosing.foregroundStyle = outer
    enclosing.foregroundLevel = outerLevel
    return style._paint(in: enclosing)
  }
}

struct DefaultForeground: ShapeStyle {
  func _paint(in environment: EnvironmentValues) -> Paint { .color(Color.primary.rgba(in: environment)) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var brown: Color { .brown }
  public static var gray: Color { .gray }
  public static var black: Color { .black }
  public static var white: Color { .white }
  public static var clear: Color { .clear }
}

enum ForegroundStyleKey: EnvironmentKey {
  static var defaultValue: any ShapeStyle { DefaultForeground() }
}

enum ForegroundLevelKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
  /// The base foreground style; never a hierarchical level, which is kept apart.
  var foregroundStyle: any ShapeStyle {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }
  /// Sets `style` as `foregroundStyle(_:)` does: a hierarchical level applies to the style
  /// around it, other styles replace it (a non-colour one keeps the outer style for the
  /// styles it is made relative to).
  mutating func setForegroundStyle(_ style: any ShapeStyle) {
    if let level = (style as? HierarchicalShapeStyle)?.level {
      foregroundLevel = level
    } else {
      foregroundStyle =
        style is Color ? style : EnclosedForeground(style: style, outer: foregroundStyle, outerLevel: foregroundLevel)
      foregroundLevel = 0
    }
  }

  /// The hierarchical level (primary 0 … quaternary 3) applied to the base style.
  var foregroundLevel: Int {
    get { self[ForegroundLevelKey.self] }
    set { self[ForegroundLevelKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of text, symbols and shapes drawn with the foreground style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    let erased: any ShapeStyle = style
    return transformEnvironment(\.self) { $0.setForegroundStyle(erased) }
  }

  /// Deprecated in SwiftUI; the same as `foregroundStyle` with a colour.
  public func foregroundColor(_ color: Color?) -> some View {
    transformEnvironment(\.self) { environment in
      if let color {
        environment.foregroundStyle = color
        environment.foregroundLevel = 0
      }
    }
  }
}

/// An ordered list of colours with locations, as in SwiftUI.
public struct Gradient: Hashable, Sendable {
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }
  public var stops: [Stop]
  public init(stops: [Stop]) { self.stops = stops }
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }

  func resolve(in environment: EnvironmentValues) -> [Paint.GradientStop] {
    stops.map { Paint.GradientStop(color: $0.color.rgba(in: environment), location: Double($0.location)) }
  }
}

/// A linear gradient between two unit points of the filled shape, as in SwiftUI.
nonisolated public struct LinearGradient: ShapeStyle, View, PrimitiveView {
  public var gradient: Gradient
  public var startPoint: UnitPoint
  public var endPoint: UnitPoint

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public func _paint(in environment: EnvironmentValues) -> Paint {
    .linearGradient(stops: gradient.resolve(in: environment), start: startPoint, end: endPoint)
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList {
    Rectangle().fill(self).makeChildren(context)
  }
}

/// A colour's standard gradient (`Color.gradient`): top to bottom, a little lighter at the
/// top. Apple does not document the stops (spec §3.6, uncertain): Vellum mixes 15 % toward
/// white at the top and 5 % toward black at the bottom.
public struct AnyGradient: ShapeStyle {
  let color: Color
  static let topLightening = 0.15
  static let bottomDarkening = 0.05

  public func _paint(in environment: EnvironmentValues) -> Paint {
    let base = color.rgba(in: environment)
    let top = base.mixed(with: RGBA(1, 1, 1, base.alpha), Self.topLightening)
    let bottom = base.mixed(with: RGBA(0, 0, 0, base.alpha), Self.bottomDarkening)
    return .linearGradient(
      stops: [.init(color: top, location: 0), .init(color: bottom, location: 1)], start: .top, end: .bottom)
  }
}

extension Color {
  /// The colour's standard gradient.
  public var gradient: AnyGradient { AnyGradient(color: self) }
}

/// A shape style made partly transparent (`style.opacity(0.5)`), as in SwiftUI.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let opacity: Double
  public func _paint(in environment: EnvironmentValues) -> Paint {
    base._paint(in: environment).withOpacity(opacity.isFinite ? min(max(opacity, 0), 1) : 1)
  }
}

extension ShapeStyle {
  /// This style with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
    _OpacityShapeStyle(base: self, opacity: opacity)
  }

  /// This style at a hierarchical level (iOS 17: `.red.secondary`): its alpha times 0.5,
  /// 0.25, 0.18 for the second to fourth levels (spec §3), and 0.05 for the fifth, as
  /// `.quinary` is for the system's colours (a custom colour's fifth level is not measured).
  public var secondary: _OpacityShapeStyle<Self> { opacity(0.5) }
  public var tertiary: _OpacityShapeStyle<Self> { opacity(0.25) }
  public var quaternary: _OpacityShapeStyle<Self> { opacity(0.18) }
  public var quinary: _OpacityShapeStyle<Self> { opacity(0.05) }
}

extension EnclosedForeground: CarriesShadows {
  var shadowStyles: [ShadowStyle] { (style as? CarriesShadows)?.shadowStyles ?? [] }
}
