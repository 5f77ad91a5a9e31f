import Foundation
import Vellum

/// A value a chart can place on an axis, as Swift Charts' `Plottable`: numbers and dates on
/// continuous axes, strings on categorical ones. An enum whose raw value is plottable conforms
/// by declaring `Plottable` (its raw value is plotted).
public protocol Plottable {
  associatedtype PrimitivePlottable: Plottable
  var primitivePlottable: PrimitivePlottable { get }
  init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
  public var primitivePlottable: RawValue { rawValue }
  public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// Plottable as itself (the primitive plottables of Swift Charts).
public protocol _PrimitivePlottable: Plottable where PrimitivePlottable == Self {}

extension _PrimitivePlottable {
  public var primitivePlottable: Self { self }
  public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension String: _PrimitivePlottable {}
extension Date: _PrimitivePlottable {}
extension Double: _PrimitivePlottable {}
extension Float: _PrimitivePlottable {}
extension CGFloat: _PrimitivePlottable {}
extension Decimal: _PrimitivePlottable {}
extension Int: _PrimitivePlottable {}
extension Int8: _PrimitivePlottable {}
extension Int16: _PrimitivePlottable {}
extension Int32: _PrimitivePlottable {}
extension Int64: _PrimitivePlottable {}
extension UInt: _PrimitivePlottable {}
extension UInt8: _PrimitivePlottable {}
extension UInt16: _PrimitivePlottable {}
extension UInt32: _PrimitivePlottable {}
extension UInt64: _PrimitivePlottable {}

/// A plotted value as the chart uses it: a number, a date or a category name.
enum PlotValue: Hashable {
  case number(Double)
  case date(Date)
  case category(String)

  init<P: Plottable>(_ value: P) {
    switch value {
    case let number as Double: self = .number(number)
    case let number as Int: self = .number(Double(number))
    case let number as CGFloat: self = .number(Double(number))
    case let number as Float: self = .number(Double(number))
    case let number as Decimal: self = .number(NSDecimalNumber(decimal: number).doubleValue)
    case let number as any BinaryInteger: self = .number(Double(number))
    case let date as Date: self = .date(date)
    case let string as String: self = .category(string)
    default:
      if P.PrimitivePlottable.self == P.self {
        self = .category(String(describing: value))
      } else {
        self.init(value.primitivePlottable)
      }
    }
  }

  /// The position on a continuous scale: the number, or a date's seconds since 2001.
  var continuous: Double? {
    switch self {
    case .number(let number): number
    case .date(let date): date.timeIntervalSinceReferenceDate
    case .category: nil
    }
  }

  /// The value as `type`, for `AxisValue.as(_:)`.
  func `as`<P: Plottable>(_ type: P.Type) -> P? {
    func primitive<Q: Plottable>(_: Q.Type) -> Any? {
      switch self {
      case .number(let number):
        if Q.self == Double.self { return number }
        if Q.self == Int.self { return Int(number.rounded()) }
        if Q.self == Float.self { return Float(number) }
        if Q.self == CGFloat.self { return CGFloat(number) }
        if Q.self == Decimal.self { return Decimal(number) }
        return nil
      case .date(let date): return date as? Q
      case .category(let name): return name as? Q
      }
    }
    if let value = primitive(P.self) as? P { return value }
    guard P.PrimitivePlottable.self != P.self, let raw = self.as(P.PrimitivePlottable.self) else { return nil }
    return P(primitivePlottable: raw)
  }
}
