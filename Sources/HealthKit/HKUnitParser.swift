import Foundation

/// Reads Apple's unit strings: symbols with optional metric prefixes ("kg", "mcg", "dL"),
/// powers ("m^2"), products ("m·s" or "m*s"), one division ("count/min", "mg/dL") and
/// parentheses ("kcal/(kg·hr)").
enum HKUnitParser {
  typealias Base = (factor: Double, offset: Double, dimensions: [HKUnit.Dimension: Int], prefixable: Bool)

  static let liter = 0.001  // cubic meters
  static let joule = 1000.0  // g·m²/s²
  static let pascal = 1000.0  // g/(m·s²)

  /// Each symbol's factor to base units (grams, meters, seconds, kelvins, counts).
  static let symbols: [String: Base] = [
    "g": (1, 0, [.mass: 1], true),
    "oz": (28.349523125, 0, [.mass: 1], false),
    "lb": (453.59237, 0, [.mass: 1], false),
    "st": (6350.29318, 0, [.mass: 1], false),
    "m": (1, 0, [.length: 1], true),
    "in": (0.0254, 0, [.length: 1], false),
    "ft": (0.3048, 0, [.length: 1], false),
    "yd": (0.9144, 0, [.length: 1], false),
    "mi": (1609.344, 0, [.length: 1], false),
    "L": (liter, 0, [.length: 3], true),
    "fl_oz_us": (29.5735295625e-6, 0, [.length: 3], false),
    "fl_oz_imp": (28.4130625e-6, 0, [.length: 3], false),
    "cup_us": (236.5882365e-6, 0, [.length: 3], false),
    "cup_imp": (284.130625e-6, 0, [.length: 3], false),
    "pt_us": (473.176473e-6, 0, [.length: 3], false),
    "pt_imp": (568.26125e-6, 0, [.length: 3], false),
    "s": (1, 0, [.time: 1], true),
    "min": (60, 0, [.time: 1], false),
    "hr": (3600, 0, [.time: 1], false),
    "d": (86400, 0, [.time: 1], false),
    "J": (joule, 0, [.mass: 1, .length: 2, .time: -2], true),
    "cal": (4.184 * joule, 0, [.mass: 1, .length: 2, .time: -2], true),
    "Cal": (4184 * joule, 0, [.mass: 1, .length: 2, .time: -2], false),
    "K": (1, 0, [.temperature: 1], false),
    "degC": (1, 273.15, [.temperature: 1], false),
    "degF": (5.0 / 9, 459.67 * 5 / 9, [.temperature: 1], false),
    "Pa": (pascal, 0, [.mass: 1, .length: -1, .time: -2], true),
    "mmHg": (133.322387415 * pascal, 0, [.mass: 1, .length: -1, .time: -2], false),
    "cmAq": (98.0665 * pascal, 0, [.mass: 1, .length: -1, .time: -2], false),
    "atm": (101325 * pascal, 0, [.mass: 1, .length: -1, .time: -2], false),
    "inHg": (3386.38815789 * pascal, 0, [.mass: 1, .length: -1, .time: -2], false),
    "Hz": (1, 0, [.time: -1], true),
    "count": (1, 0, [.count: 1], false),
    "%": (1, 0, [.percent: 1], false),
    "dBASPL": (1, 0, [.soundLevel: 1], false),
    "IU": (1, 0, [.internationalUnit: 1], false),
  ]

  static let prefixes: [HKMetricPrefix] = [
    .deca, .micro, .femto, .pico, .nano, .milli, .centi, .deci, .hecto, .kilo, .mega, .giga, .tera,
  ]

  static func unit(from string: String) -> HKUnit {
    var reader = Reader(text: Array(string.filter { !$0.isWhitespace }))
    guard let unit = reader.quotient(), reader.index == reader.text.count else {
      fatalError("HKUnit(from:): \"\(string)\" is not a unit string HealthKit reads")
    }
    return unit
  }

  /// One symbol with or without a prefix, as a unit.
  static func symbol(_ text: String) -> HKUnit? {
    if let base = symbols[text] {
      return HKUnit(terms: [(text, 1)], factor: base.factor, offset: base.offset, dimensions: base.dimensions)
    }
    for prefix in prefixes where text.hasPrefix(prefix.symbol) {
      let rest = String(text.dropFirst(prefix.symbol.count))
      if let base = symbols[rest], base.prefixable {
        return HKUnit(terms: [(text, 1)], factor: base.factor * prefix.scale, dimensions: base.dimensions)
      }
    }
    return nil
  }

  struct Reader {
    let text: [Character]
    var index = 0

    /// product ("/" product)?
    mutating func quotient() -> HKUnit? {
      guard var unit = product() else { return nil }
      while index < text.count, text[index] == "/" {
        index += 1
        guard let divisor = product() else { return nil }
        unit = unit.unitDivided(by: divisor)
      }
      return unit
    }

    /// factor (("·" | "*" | ".") factor)*
    mutating func product() -> HKUnit? {
      guard var unit = factor() else { return nil }
      while index < text.count, "·*.".contains(text[index]) {
        index += 1
        guard let next = factor() else { return nil }
        unit = unit.unitMultiplied(by: next)
      }
      return unit
    }

    /// ("(" quotient ")" | symbol | "1") ("^" integer)?
    mutating func factor() -> HKUnit? {
      var unit: HKUnit
      if index < text.count, text[index] == "(" {
        index += 1
        guard let inner = quotient(), index < text.count, text[index] == ")" else { return nil }
        index += 1
        unit = inner
      } else {
        let start = index
        while index < text.count, !"/·*.()^".contains(text[index]) { index += 1 }
        let name = String(text[start..<index])
        if name == "1" {
          unit = HKUnit(terms: [], factor: 1, dimensions: [:])
        } else {
          guard let symbol = HKUnitParser.symbol(name) else { return nil }
          unit = symbol
        }
      }
      if index < text.count, text[index] == "^" {
        index += 1
        let start = index
        if index < text.count, text[index] == "-" { index += 1 }
        while index < text.count, text[index].isNumber { index += 1 }
        guard let power = Int(String(text[start..<index])) else { return nil }
        unit = unit.unitRaised(toPower: power)
      }
      return unit
    }
  }
}
