import Foundation

/// A damped spring, as SwiftUI's (iOS 17): made from a duration and bounce, a response and
/// damping ratio, or mass, stiffness and damping, and solved in closed form for where a
/// value on it is and how fast it moves at a time. Vellum draws still frames, so a spring
/// animation shows its end; a renderer or keyframe that asks a spring for its value at a
/// time gets SwiftUI's answer.
public struct Spring: Hashable, Sendable {
  public let mass: Double
  public let stiffness: Double
  public let damping: Double

  /// A spring that settles in about `duration` seconds, overshooting by `bounce` (0 none,
  /// up to 1; below 0 is overdamped).
  public init(duration: TimeInterval = 0.5, bounce: Double = 0) {
    let ratio = bounce >= 0 ? 1 - min(bounce, 1) : 1 / (1 + max(bounce, -0.99))
    self.init(response: duration, dampingRatio: ratio)
  }

  /// A spring by its period when undamped (`response`) and its damping ratio (1 critical).
  public init(response: Double, dampingRatio: Double) {
    let response = response.isFinite && response > 0 ? response : 0.5
    let omega = 2 * Double.pi / response
    mass = 1
    stiffness = omega * omega
    damping = 2 * max(dampingRatio, 0) * omega
  }

  /// A spring by its physical constants. Overdamping is kept only when `allowOverDamping`.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
    self.mass = mass > 0 ? mass : 1
    self.stiffness = max(stiffness, 1e-9)
    let critical = 2 * (self.stiffness * self.mass).squareRoot()
    self.damping = allowOverDamping ? max(damping, 0) : min(max(damping, 0), critical)
  }

  /// A spring that settles within `epsilon` of its target in `settlingDuration` seconds.
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    // The envelope e^(−ζωt) falls to epsilon at the settling time.
    let ratio = max(dampingRatio, 0.01)
    let omega = -log(max(epsilon, 1e-9)) / (ratio * max(settlingDuration, 1e-3))
    self.init(response: 2 * Double.pi / omega, dampingRatio: dampingRatio)
  }

  public static let smooth = Spring(duration: 0.5, bounce: 0)
  public static let snappy = Spring(duration: 0.5, bounce: 0.15)
  public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }

  var omega: Double { (stiffness / mass).squareRoot() }
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
  public var response: Double { 2 * Double.pi / omega }
  public var duration: TimeInterval { response }
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// How long until the value stays within 0.001 of a unit move's target.
  public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, epsilon: 0.001) }

  /// How long until a move to `target` stays within `epsilon` of it.
  public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double)
    -> TimeInterval
  {
    let scale = max(target.magnitudeSquared.squareRoot(), 1e-9)
    var last = 0.0
    var time = 0.0
    let step = response / 60
    while time < response * 40 {
      time += step
      var away = value(target: target, initialVelocity: initialVelocity, time: time) - target
      away.scale(by: 1 / scale)
      if away.magnitudeSquared.squareRoot() > epsilon { last = time }
    }
    return last + step
  }

  /// How far along a move from zero to `target` the value is at `time`.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    let (a, b, _, _) = coefficients(time)
    var fromStart = target
    fromStart.scale(by: -a)
    var fromVelocity = initialVelocity
    fromVelocity.scale(by: b)
    return target + fromStart + fromVelocity
  }

  /// How fast the value moves at `time` on a move from zero to `target`.
  public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
    let (_, _, da, db) = coefficients(time)
    var fromStart = target
    fromStart.scale(by: -da)
    var fromVelocity = initialVelocity
    fromVelocity.scale(by: db)
    return fromStart + fromVelocity
  }

  /// The value at `time` on a move from `fromValue` to `toValue`.
  public func value<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
    fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
  }

  /// The velocity at `time` on a move from `fromValue` to `toValue`.
  public func velocity<V: VectorArithmetic>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
    velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
  }

  /// Moves `value` and `velocity` on by `deltaTime` toward `target`.
  public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
    let start = value
    value = self.value(fromValue: start, toValue: target, initialVelocity: velocity, time: deltaTime)
    velocity = self.velocity(fromValue: start, toValue: target, initialVelocity: velocity, time: deltaTime)
  }

  /// The displacement from the target is `a·e₀ + b·v₀` for a start `e₀` away moving at
  /// `v₀`; `da` and `db` are their rates. (A damped oscillator, solved in closed form.)
  func coefficients(_ time: TimeInterval) -> (a: Double, b: Double, da: Double, db: Double) {
    let t = max(time.isFinite ? time : 0, 0)
    let w = omega
    let zeta = dampingRatio
    if abs(zeta - 1) < 1e-6 {
      let decay = exp(-w * t)
      return ((1 + w * t) * decay, t * decay, -w * w * t * decay, (1 - w * t) * decay)
    }
    if zeta < 1 {
      let wd = w * (1 - zeta * zeta).squareRoot()
      let decay = exp(-zeta * w * t)
      let (c, s) = (cos(wd * t), sin(wd * t))
      let a = decay * (c + zeta * w / wd * s)
      let b = decay * s / wd
      let da = -decay * (w * w / wd) * s
      let db = decay * (c - zeta * w / wd * s)
      return (a, b, da, db)
    }
    let root = w * (zeta * zeta - 1).squareRoot()
    let (r1, r2) = (-zeta * w + root, -zeta * w - root)
    let (e1, e2) = (exp(r1 * t), exp(r2 * t))
    // e(t) = C1·e^(r1 t) + C2·e^(r2 t) with C1 + C2 = e₀ and r1·C1 + r2·C2 = v₀.
    let a = (r2 * e1 - r1 * e2) / (r2 - r1)
    let b = (e2 - e1) / (r2 - r1)
    return (a, b, r1 * r2 * (e1 - e2) / (r2 - r1), (r2 * e2 - r1 * e1) / (r2 - r1))
  }
}
