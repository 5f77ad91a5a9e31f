import Foundation

/// An amount in a unit (HealthKit): `HKQuantity(unit: .mile(), doubleValue: 3)` reads back in
/// any compatible unit (`doubleValue(for: .meter())` is 4828.032). Asking for an incompatible
/// unit traps, as HealthKit raises an exception.
open class HKQuantity: NSObject, NSCopying, @unchecked Sendable {
  let unit: HKUnit
  let value: Double

  public init(unit: HKUnit, doubleValue value: Double) {
    self.unit = unit
    self.value = value
    super.init()
  }

  /// Whether the quantity converts to `unit`.
  open func `is`(compatibleWith unit: HKUnit) -> Bool { self.unit.isCompatible(with: unit) }

  /// The amount in `unit`.
  open func doubleValue(for unit: HKUnit) -> Double {
    guard self.unit.isCompatible(with: unit) else {
      fatalError("HKQuantity: cannot convert \(self.unit.unitString) to incompatible unit \(unit.unitString)")
    }
    if unit == self.unit { return value }
    return (value * self.unit.factor + self.unit.offset - unit.offset) / unit.factor
  }

  /// Orders two quantities of compatible units.
  open func compare(_ quantity: HKQuantity) -> ComparisonResult {
    let other = quantity.doubleValue(for: unit)
    return value < other ? .orderedAscending : value > other ? .orderedDescending : .orderedSame
  }

  open func copy(with zone: NSZone? = nil) -> Any { self }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? HKQuantity, other.unit.isCompatible(with: unit) else { return false }
    return compare(other) == .orderedSame
  }
  open override var hash: Int { unit.dimensions.count }

  /// "72 count/min", as HealthKit describes a quantity.
  open override var description: String {
    let number = value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    return unit.unitString.isEmpty ? number : "\(number) \(unit.unitString)"
  }
}
