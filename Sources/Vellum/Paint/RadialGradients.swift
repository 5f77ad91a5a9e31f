import Foundation

/// A radial gradient between two radii in points around a unit point of the filled shape,
/// as in SwiftUI.
nonisolated public struct RadialGradient: ShapeStyle, View, PrimitiveView {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startRadius: CGFloat
  public var endRadius: CGFloat

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public func _paint(in environment: EnvironmentValues) -> Paint {
    func clean(_ r: CGFloat) -> Double { r.isFinite ? Double(max(r, 0)) : 0 }
    return .radialGradient(
      stops: gradient.resolve(in: environment), center: center, startRadius: clean(startRadius),
      endRadius: clean(endRadius))
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { Rectangle().fill(self).makeChildren(context) }
}

/// A radial gradient stretched to the filled shape's bounds: radii are fractions of its
/// size, so the end ellipse at 0.5 touches its edges, as SwiftUI's `EllipticalGradient`.
nonisolated public struct EllipticalGradient: ShapeStyle, View, PrimitiveView {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startRadiusFraction: CGFloat
  public var endRadiusFraction: CGFloat

  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  public func _paint(in environment: EnvironmentValues) -> Paint {
    func clean(_ r: CGFloat) -> Double { r.isFinite ? Double(max(r, 0)) : 0 }
    return .ellipticalGradient(
      stops: gradient.resolve(in: environment), center: center, startFraction: clean(startRadiusFraction),
      endFraction: clean(endRadiusFraction))
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { Rectangle().fill(self).makeChildren(context) }
}

/// A gradient around a centre by angle (a conic gradient), as SwiftUI's `AngularGradient`:
/// angles run clockwise from the trailing (3 o'clock) direction; outside the start–end
/// range the end colours continue.
nonisolated public struct AngularGradient: ShapeStyle, View, PrimitiveView {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startAngle: Angle
  public var endAngle: Angle

  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    // SwiftUI: equal start and end angles mean a full turn.
    self.endAngle = endAngle == startAngle ? startAngle + .degrees(360) : endAngle
  }
  public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  public func _paint(in environment: EnvironmentValues) -> Paint {
    let start = startAngle.radians.isFinite ? startAngle.radians : 0
    let end = endAngle.radians.isFinite ? endAngle.radians : start + 2 * .pi
    return .angularGradient(stops: gradient.resolve(in: environment), center: center, startAngle: start, endAngle: end)
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { Rectangle().fill(self).makeChildren(context) }
}

/// A bare `Gradient` fills top to bottom, as in SwiftUI.
extension Gradient: ShapeStyle {
  public func _paint(in environment: EnvironmentValues) -> Paint {
    .linearGradient(stops: resolve(in: environment), start: .top, end: .bottom)
  }
}

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> RadialGradient
  {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    -> RadialGradient
  {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}
