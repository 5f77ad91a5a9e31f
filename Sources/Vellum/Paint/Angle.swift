import Foundation

/// An angle, as in SwiftUI: stored in radians, made from degrees or radians.
public struct Angle: Hashable, Comparable, Sendable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static let zero = Angle()

  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
  public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
  public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
  public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
  /// Scaling, as SwiftUI's `Angle` has it through `VectorArithmetic` (`.degrees(30) * 2`).
  public static func * (a: Angle, factor: Double) -> Angle { Angle(radians: a.radians * factor) }
  public static func * (factor: Double, a: Angle) -> Angle { Angle(radians: a.radians * factor) }
  public static func / (a: Angle, divisor: Double) -> Angle { Angle(radians: a.radians / divisor) }
  public static func += (a: inout Angle, b: Angle) { a = a + b }
  public static func -= (a: inout Angle, b: Angle) { a = a - b }
  public static func *= (a: inout Angle, factor: Double) { a = a * factor }
}
