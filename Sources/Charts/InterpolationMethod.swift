import Foundation
import Vellum

/// How a line or an area joins its points, as Swift Charts' `InterpolationMethod`.
public struct InterpolationMethod: Equatable, Sendable {
  enum Kind: Equatable { case linear, monotone, catmullRom, cardinal, stepStart, stepCenter, stepEnd }
  let kind: Kind
  public static let linear = InterpolationMethod(kind: .linear)
  public static let monotone = InterpolationMethod(kind: .monotone)
  public static let catmullRom = InterpolationMethod(kind: .catmullRom)
  public static let cardinal = InterpolationMethod(kind: .cardinal)
  public static let stepStart = InterpolationMethod(kind: .stepStart)
  public static let stepCenter = InterpolationMethod(kind: .stepCenter)
  public static let stepEnd = InterpolationMethod(kind: .stepEnd)
  public static func catmullRom(alpha: Double) -> InterpolationMethod { .catmullRom }
  public static func cardinal(tension: Double) -> InterpolationMethod { .cardinal }
}
