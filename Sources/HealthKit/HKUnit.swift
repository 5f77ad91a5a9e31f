import Foundation

/// A unit of health data (HealthKit): simple units (`.meter()`, `.count()`, `.kilocalorie()`),
/// prefixed ones (`.gramUnit(with: .kilo)`), compounds (`.count().unitDivided(by: .minute())`)
/// and Apple's unit strings (`HKUnit(from: "count/min")`). Each unit knows its dimension and
/// its factor to a base unit, so quantities convert between compatible units as HealthKit's do.
/// Moles (blood glucose in mmol/L) and the hearing units are missing.
open class HKUnit: NSObject, NSCopying, @unchecked Sendable {
  /// The base dimensions a unit is made of.
  enum Dimension: String, Comparable {
    case mass, length, time, temperature, count, percent, soundLevel, internationalUnit
    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
  }

  /// The symbols the unit is written with, in order, and their powers.
  let terms: [(symbol: String, power: Int)]
  /// What one of this unit is in base units (grams, meters, seconds, kelvins…).
  let factor: Double
  /// Added after the factor: temperatures only (0 °C is 273.15 K).
  let offset: Double
  let dimensions: [Dimension: Int]

  init(terms: [(symbol: String, power: Int)], factor: Double, offset: Double = 0, dimensions: [Dimension: Int]) {
    self.terms = terms
    self.factor = factor
    self.offset = offset
    self.dimensions = dimensions.filter { $0.value != 0 }
    super.init()
  }

  /// Reads one of Apple's unit strings ("count/min", "kg", "mg/dL", "m/s^2"); an unreadable one
  /// traps, as HealthKit raises an exception.
  public convenience init(from string: String) {
    let unit = HKUnitParser.unit(from: string)
    self.init(terms: unit.terms, factor: unit.factor, offset: unit.offset, dimensions: unit.dimensions)
  }

  /// The unit as Apple writes it ("count/min").
  open var unitString: String {
    func write(_ term: (symbol: String, power: Int)) -> String {
      abs(term.power) == 1 ? term.symbol : "\(term.symbol)^\(abs(term.power))"
    }
    let numerator = terms.filter { $0.power > 0 }.map(write)
    let denominator = terms.filter { $0.power < 0 }.map(write)
    let top = numerator.isEmpty ? (denominator.isEmpty ? "" : "1") : numerator.joined(separator: "·")
    if denominator.isEmpty { return top }
    let bottom = denominator.count == 1 ? denominator[0] : "(\(denominator.joined(separator: "·")))"
    return "\(top)/\(bottom)"
  }

  open override var description: String { unitString }
  open override func isEqual(_ object: Any?) -> Bool { (object as? HKUnit)?.unitString == unitString }
  open override var hash: Int { unitString.hash }
  open func copy(with zone: NSZone? = nil) -> Any { self }

  /// Whether the unit has no dimension (a count divided by a count).
  open func isNull() -> Bool { dimensions.isEmpty }

  open func unitMultiplied(by unit: HKUnit) -> HKUnit { combined(with: unit, power: 1) }
  open func unitDivided(by unit: HKUnit) -> HKUnit { combined(with: unit, power: -1) }
  open func unitRaised(toPower power: Int) -> HKUnit {
    HKUnit(
      terms: terms.map { ($0.symbol, $0.power * power) }, factor: pow(factor, Double(power)),
      dimensions: dimensions.mapValues { $0 * power })
  }
  open func reciprocal() -> HKUnit { unitRaised(toPower: -1) }

  private func combined(with other: HKUnit, power: Int) -> HKUnit {
    var terms = self.terms
    for term in other.terms {
      if let index = terms.firstIndex(where: { $0.symbol == term.symbol }) {
        terms[index].power += term.power * power
      } else {
        terms.append((term.symbol, term.power * power))
      }
    }
    var dimensions = self.dimensions
    for (dimension, exponent) in other.dimensions { dimensions[dimension, default: 0] += exponent * power }
    return HKUnit(
      terms: terms.filter { $0.power != 0 }, factor: factor * pow(other.factor, Double(power)), dimensions: dimensions)
  }

  /// Whether quantities convert between the two units.
  func isCompatible(with other: HKUnit) -> Bool { dimensions == other.dimensions }

  static func named(_ symbol: String) -> HKUnit { HKUnitParser.unit(from: symbol) }
  static func named(_ symbol: String, prefix: HKMetricPrefix) -> HKUnit {
    HKUnitParser.unit(from: prefix.symbol + symbol)
  }

  // Mass
  open class func gramUnit(with prefix: HKMetricPrefix) -> Self { unsafeDowncast(named("g", prefix: prefix), to: self) }
  open class func gram() -> Self { gramUnit(with: .none) }
  open class func ounce() -> Self { unsafeDowncast(named("oz"), to: self) }
  open class func pound() -> Self { unsafeDowncast(named("lb"), to: self) }
  open class func stone() -> Self { unsafeDowncast(named("st"), to: self) }
  // Length
  open class func meterUnit(with prefix: HKMetricPrefix) -> Self {
    unsafeDowncast(named("m", prefix: prefix), to: self)
  }
  open class func meter() -> Self { meterUnit(with: .none) }
  open class func inch() -> Self { unsafeDowncast(named("in"), to: self) }
  open class func foot() -> Self { unsafeDowncast(named("ft"), to: self) }
  open class func yard() -> Self { unsafeDowncast(named("yd"), to: self) }
  open class func mile() -> Self { unsafeDowncast(named("mi"), to: self) }
  // Volume
  open class func literUnit(with prefix: HKMetricPrefix) -> Self {
    unsafeDowncast(named("L", prefix: prefix), to: self)
  }
  open class func liter() -> Self { literUnit(with: .none) }
  open class func fluidOunceUS() -> Self { unsafeDowncast(named("fl_oz_us"), to: self) }
  open class func fluidOunceImperial() -> Self { unsafeDowncast(named("fl_oz_imp"), to: self) }
  open class func cupUS() -> Self { unsafeDowncast(named("cup_us"), to: self) }
  open class func cupImperial() -> Self { unsafeDowncast(named("cup_imp"), to: self) }
  open class func pintUS() -> Self { unsafeDowncast(named("pt_us"), to: self) }
  open class func pintImperial() -> Self { unsafeDowncast(named("pt_imp"), to: self) }
  // Time
  open class func secondUnit(with prefix: HKMetricPrefix) -> Self {
    unsafeDowncast(named("s", prefix: prefix), to: self)
  }
  open class func second() -> Self { secondUnit(with: .none) }
  open class func minute() -> Self { unsafeDowncast(named("min"), to: self) }
  open class func hour() -> Self { unsafeDowncast(named("hr"), to: self) }
  open class func day() -> Self { unsafeDowncast(named("d"), to: self) }
  // Energy
  open class func jouleUnit(with prefix: HKMetricPrefix) -> Self {
    unsafeDowncast(named("J", prefix: prefix), to: self)
  }
  open class func joule() -> Self { jouleUnit(with: .none) }
  open class func kilocalorie() -> Self { unsafeDowncast(named("kcal"), to: self) }
  open class func smallCalorie() -> Self { unsafeDowncast(named("cal"), to: self) }
  open class func largeCalorie() -> Self { unsafeDowncast(named("Cal"), to: self) }
  // Temperature
  open class func degreeCelsius() -> Self { unsafeDowncast(named("degC"), to: self) }
  open class func degreeFahrenheit() -> Self { unsafeDowncast(named("degF"), to: self) }
  open class func kelvin() -> Self { unsafeDowncast(named("K"), to: self) }
  // Pressure
  open class func pascalUnit(with prefix: HKMetricPrefix) -> Self {
    unsafeDowncast(named("Pa", prefix: prefix), to: self)
  }
  open class func pascal() -> Self { pascalUnit(with: .none) }
  open class func millimeterOfMercury() -> Self { unsafeDowncast(named("mmHg"), to: self) }
  open class func centimeterOfWater() -> Self { unsafeDowncast(named("cmAq"), to: self) }
  open class func atmosphere() -> Self { unsafeDowncast(named("atm"), to: self) }
  open class func inchesOfMercury() -> Self { unsafeDowncast(named("inHg"), to: self) }
  // Scalars and others
  open class func count() -> Self { unsafeDowncast(named("count"), to: self) }
  /// Values from 0 to 1 (0.5 is 50%), as HealthKit keeps percentages.
  open class func percent() -> Self { unsafeDowncast(named("%"), to: self) }
  open class func hertzUnit(with prefix: HKMetricPrefix) -> Self {
    unsafeDowncast(named("Hz", prefix: prefix), to: self)
  }
  open class func hertz() -> Self { hertzUnit(with: .none) }
  open class func decibelAWeightedSoundPressureLevel() -> Self { unsafeDowncast(named("dBASPL"), to: self) }
  open class func internationalUnit() -> Self { unsafeDowncast(named("IU"), to: self) }
}
