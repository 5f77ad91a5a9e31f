import Foundation
import _FoundationICU

/// Foundation's measurement formatter ("1.2 km", "72°F", "5 kilograms"), which Linux's
/// Foundation marks unavailable. Vellum formats through ICU's unit formatter, as Apple's does,
/// with Apple's mapping of unit styles onto ICU's widths (`short` narrow: "1.2km"; `medium`
/// short: "1.2 km"; `long` full names).
///
/// Where Vellum differs: without `.providedUnit`, a measurement is shown in the locale's
/// preferred unit at a natural scale (ICU's default usage), whether or not `.naturalScale` is
/// set; Apple keeps the unit's scale unless it is. Units ICU does not know are written as the
/// number and the unit's symbol.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
  /// What the formatter may change about the unit it is given.
  public struct UnitOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Keep the measurement's own unit.
    public static let providedUnit = UnitOptions(rawValue: 1 << 0)
    /// Pick the unit's scale for the value (km rather than m for long distances).
    public static let naturalScale = UnitOptions(rawValue: 1 << 1)
    /// Write a temperature without its scale: "72°".
    public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
  }

  open var unitOptions: UnitOptions = []
  open var unitStyle: Formatter.UnitStyle = .medium
  open var locale: Locale! = .current
  /// Formats the number; its fraction digits set the precision (at most 3 by default).
  open var numberFormatter: NumberFormatter! = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.maximumFractionDigits = 3
    return formatter
  }()

  public override init() { super.init() }
  public required init?(coder: NSCoder) { nil }

  open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
    let symbol = measurement.unit.symbol
    guard let unit = ICUUnit.named(symbol, of: measurement.unit) else {
      return "\(formattedNumber(measurement.value)) \(symbol)"
    }
    var skeleton = "measure-unit/\(unit)"
    if unit.hasPrefix("temperature-"), unitOptions.contains(.temperatureWithoutUnit) {
      return formattedNumber(measurement.value) + "°"
    }
    if !unitOptions.contains(.providedUnit) { skeleton += " usage/default" }
    skeleton += " " + width + " " + precision
    return ICUUnit.format(measurement.value, skeleton: skeleton, locale: locale?.identifier ?? "en_US")
      ?? "\(formattedNumber(measurement.value)) \(symbol)"
  }

  /// The unit alone, as it is written after a number.
  open func string(from unit: Unit) -> String {
    switch unitStyle {
    case .long: return (unit as? Dimension).map { ICUUnit.name(of: $0, locale: locale) } ?? unit.symbol
    default: return unit.symbol
    }
  }

  private var width: String {
    switch unitStyle {
    case .short: "unit-width-narrow"
    case .long: "unit-width-full-name"
    default: "unit-width-short"
    }
  }

  private var precision: String {
    let most = max(numberFormatter?.maximumFractionDigits ?? 3, 0)
    let least = min(max(numberFormatter?.minimumFractionDigits ?? 0, 0), most)
    return most == 0
      ? "precision-integer"
      : "." + String(repeating: "0", count: least)
        + String(repeating: "#", count: most - least)
  }

  private func formattedNumber(_ value: Double) -> String {
    numberFormatter?.string(from: NSNumber(value: value)) ?? "\(value)"
  }
}

/// ICU's names for Foundation's units, and its unit formatter.
enum ICUUnit {
  /// ICU's identifier for a Foundation unit, found by its dimension and symbol.
  static func named(_ symbol: String, of unit: Unit) -> String? {
    let kind: String
    switch unit {
    case is UnitLength: kind = "length"
    case is UnitMass: kind = "mass"
    case is UnitTemperature: kind = "temperature"
    case is UnitSpeed: kind = "speed"
    case is UnitDuration: kind = "duration"
    case is UnitVolume: kind = "volume"
    case is UnitEnergy: kind = "energy"
    case is UnitArea: kind = "area"
    case is UnitPressure: kind = "pressure"
    case is UnitAngle: kind = "angle"
    default: return nil
    }
    return identifiers[kind]?[symbol].map { "\(kind)-\($0)" }
  }

  /// ICU unit names by Foundation's symbols, per dimension.
  static let identifiers: [String: [String: String]] = [
    "length": [
      "m": "meter", "km": "kilometer", "cm": "centimeter", "mm": "millimeter", "mi": "mile", "yd": "yard",
      "ft": "foot", "in": "inch", "NM": "nautical-mile", "µm": "micrometer",
    ],
    "mass": ["kg": "kilogram", "g": "gram", "mg": "milligram", "lb": "pound", "oz": "ounce", "st": "stone"],
    "temperature": ["°C": "celsius", "°F": "fahrenheit", "K": "kelvin"],
    "speed": ["m/s": "meter-per-second", "km/h": "kilometer-per-hour", "mph": "mile-per-hour", "kn": "knot"],
    "duration": ["s": "second", "min": "minute", "hr": "hour", "ms": "millisecond"],
    "volume": [
      "L": "liter", "mL": "milliliter", "gal": "gallon", "cup": "cup", "fl oz": "fluid-ounce", "m³": "cubic-meter",
    ],
    "energy": ["kCal": "kilocalorie", "cal": "calorie", "kJ": "kilojoule", "J": "joule", "kWh": "kilowatt-hour"],
    "area": ["m²": "square-meter", "km²": "square-kilometer", "ac": "acre", "ha": "hectare", "ft²": "square-foot"],
    "pressure": ["hPa": "hectopascal", "inHg": "inch-ofhg", "mbar": "millibar", "kPa": "kilopascal"],
    "angle": ["°": "degree", "rad": "radian"],
  ]

  /// A value formatted by ICU's number formatter with a skeleton, or nil if ICU refuses it.
  static func format(_ value: Double, skeleton: String, locale: String) -> String? {
    var status = U_ZERO_ERROR
    let characters = Array(skeleton.utf16)
    guard let formatter = swift_unumf_openForSkeletonAndLocale(characters, Int32(characters.count), locale, &status),
      status.rawValue <= 0
    else { return nil }
    defer { swift_unumf_close(formatter) }
    guard let result = swift_unumf_openResult(&status) else { return nil }
    defer { swift_unumf_closeResult(result) }
    swift_unumf_formatDouble(formatter, value, result, &status)
    var buffer = [UChar](repeating: 0, count: 128)
    let length = swift_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
    guard status.rawValue <= 0, length <= buffer.count else { return nil }
    return String(decoding: buffer[..<Int(length)], as: UTF16.self)
  }

  /// A unit's full name in the plural ("kilometers"): ICU's long form of 2 without the number.
  static func name(of unit: Dimension, locale: Locale?) -> String {
    guard let identifier = named(unit.symbol, of: unit),
      let two = format(
        2, skeleton: "measure-unit/\(identifier) unit-width-full-name precision-integer",
        locale: locale?.identifier ?? "en_US")
    else { return unit.symbol }
    return two.replacingOccurrences(of: "2", with: "").trimmingCharacters(in: .whitespaces)
  }
}
