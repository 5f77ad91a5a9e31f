import Foundation

/// A curve from (0, 0) to (1, 1) that maps an animation's progress to how far its value has
/// moved, as SwiftUI's (iOS 17): the ease curves are cubic Béziers with CSS's control points.
public struct UnitCurve: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case bezier(UnitPoint, UnitPoint)
    case circularEaseIn, circularEaseOut, circularEaseInOut
  }
  let kind: Kind
  /// Whether the curve is read with its axes swapped (`inverse`).
  var inverted = false

  public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  public static let easeOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
  public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
  public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

  /// A cubic Bézier from (0, 0) to (1, 1) through two control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    UnitCurve(kind: .bezier(startControlPoint, endControlPoint))
  }

  /// The curve with its axes swapped: the progress at which it reaches a value.
  public var inverse: UnitCurve {
    var copy = self
    copy.inverted.toggle()
    return copy
  }

  /// The curve's value at `progress`, which is clamped to 0…1.
  public func value(at progress: Double) -> Double {
    let x = progress.isFinite ? min(max(progress, 0), 1) : 0
    switch kind {
    case .bezier(let p1, let p2):
      let xs = (Double(p1.x), Double(p2.x))
      let ys = (Double(p1.y), Double(p2.y))
      let (a, b) = inverted ? (ys, xs) : (xs, ys)
      return Self.cubic(b, at: Self.parameter(forX: x, a))
    case .circularEaseIn, .circularEaseOut, .circularEaseInOut:
      return inverted ? circularInverse(x) : circular(x)
    }
  }

  /// The curve's slope at `progress`.
  public func velocity(at progress: Double) -> Double {
    let step = 1e-4
    let low = max(min(progress, 1) - step, 0)
    let high = min(max(progress, 0) + step, 1)
    return high > low ? (value(at: high) - value(at: low)) / (high - low) : 0
  }

  private func circular(_ x: Double) -> Double {
    switch kind {
    case .circularEaseIn: 1 - (1 - x * x).squareRoot()
    case .circularEaseOut: (1 - (x - 1) * (x - 1)).squareRoot()
    default: x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1) / 2
    }
  }

  private func circularInverse(_ y: Double) -> Double {
    switch kind {
    case .circularEaseIn: (1 - (1 - y) * (1 - y)).squareRoot()
    case .circularEaseOut: 1 - (1 - y * y).squareRoot()
    default:
      y < 0.5 ? (1 - (1 - 2 * y) * (1 - 2 * y)).squareRoot() / 2 : 1 - (1 - (2 * y - 1) * (2 * y - 1)).squareRoot() / 2
    }
  }

  /// One coordinate of a Bézier from 0 to 1 with control coordinates `c`, at parameter `t`.
  static func cubic(_ c: (Double, Double), at t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * c.0 + 3 * u * t * t * c.1 + t * t * t
  }

  /// The parameter at which the coordinate with controls `c` reaches `x`: Newton's steps,
  /// then halving where the slope is too flat.
  static func parameter(forX x: Double, _ c: (Double, Double)) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = cubic(c, at: t) - x
      if abs(error) < 1e-9 { return t }
      let u = 1 - t
      let slope = 3 * u * u * c.0 + 6 * u * t * (c.1 - c.0) + 3 * t * t * (1 - c.1)
      if abs(slope) < 1e-6 { break }
      t = min(max(t - error / slope, 0), 1)
    }
    var (low, high) = (0.0, 1.0)
    t = x
    for _ in 0..<60 {
      let value = cubic(c, at: t)
      if abs(value - x) < 1e-9 { break }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }
}
