import Foundation

extension Animation {
  /// A cubic Bézier timing curve through control points `(p1x, p1y)` and `(p2x, p2y)`, as
  /// SwiftUI's `timingCurve(_:_:_:_:duration:)`: accepted, as every animation is; a still
  /// frame shows the final state.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    Animation(name: "timingCurve", duration: duration)
  }

  /// The same curve through two unit points (iOS 17).
  public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
    Animation(name: "timingCurve", duration: duration)
  }

  /// An animation along a `UnitCurve` (iOS 17).
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    Animation(name: "timingCurve", duration: duration)
  }

  /// An animation along a `Spring` (iOS 17).
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0) -> Animation {
    Animation(name: "spring", duration: spring.duration)
  }

  /// A spring animation whose spring starts from `initialVelocity` (iOS 17).
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
    Animation(name: "spring", duration: spring.duration)
  }
}
