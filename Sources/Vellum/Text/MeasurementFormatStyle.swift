import Foundation

/// What a measurement is for, which picks the unit a locale shows it in, as Foundation's
/// `MeasurementFormatUnitUsage` (`.road` gives miles or kilometres, `.personHeight` feet and
/// inches or centimetres). Linux's Foundation lacks it; Vellum passes it to ICU, as Apple does.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
  /// ICU's usage name, or nil to keep the measurement's unit.
  let usage: String?

  /// The locale's usual unit for the dimension.
  public static var general: Self { Self(usage: "default") }
  /// The measurement's own unit.
  public static var asProvided: Self { Self(usage: nil) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
  public static var person: Self { Self(usage: "person") }
  public static var personHeight: Self { Self(usage: "person-height") }
  public static var road: Self { Self(usage: "road") }
  public static var focalLength: Self { Self(usage: "focal-length") }
  public static var rainfall: Self { Self(usage: "rainfall") }
  public static var snowfall: Self { Self(usage: "snowfall") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
  public static var weather: Self { Self(usage: "weather") }
  public static var person: Self { Self(usage: "default") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
  public static var personWeight: Self { Self(usage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
  public static var wind: Self { Self(usage: "wind") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
  public static var food: Self { Self(usage: "food") }
  public static var workout: Self { Self(usage: "default") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
  public static var liquid: Self { Self(usage: "fluid") }
}

extension Measurement where UnitType: Dimension {
  /// Formats a measurement with its unit, as Foundation's `Measurement.FormatStyle`, which
  /// Linux's Foundation lacks: ICU's unit formatter does the work, as on Apple's systems.
  ///
  /// Where Vellum differs: a `numberFormatStyle` sets the digits only when the unit is kept
  /// (`.asProvided`); with a usage that converts, ICU's precision for that usage is used.
  public struct FormatStyle: Foundation.FormatStyle, Sendable {
    /// How units are written: `.wide` "5 kilometers", `.abbreviated` "5 km", `.narrow` "5km".
    public struct UnitWidth: Hashable, Codable, Sendable {
      let skeleton: String
      public static var wide: Self { Self(skeleton: "unit-width-full-name") }
      public static var abbreviated: Self { Self(skeleton: "unit-width-short") }
      public static var narrow: Self { Self(skeleton: "unit-width-narrow") }
    }

    public var width: UnitWidth
    public var locale: Locale
    public var usage: MeasurementFormatUnitUsage<UnitType>?
    public var numberFormatStyle: FloatingPointFormatStyle<Double>?

    public init(
      width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) {
      self.width = width
      self.locale = locale
      self.usage = usage
      self.numberFormatStyle = numberFormatStyle
    }

    public func format(_ measurement: Measurement<UnitType>) -> String {
      let symbol = measurement.unit.symbol
      let number = numberFormatStyle?.locale(locale).format(measurement.value)
      guard let unit = ICUUnit.named(symbol, of: measurement.unit) else {
        return "\(number ?? measurement.value.formatted(.number.locale(locale))) \(symbol)"
      }
      let identifier = locale.identifier.isEmpty ? "en_US" : locale.identifier
      var skeleton = "measure-unit/\(unit) \(width.skeleton)"
      if let usage = usage?.usage {
        skeleton += " usage/\(usage)"
        return ICUUnit.format(measurement.value, skeleton: skeleton, locale: identifier)
          ?? "\(measurement.value) \(symbol)"
      }
      guard let number,
        let plain = ICUUnit.format(measurement.value, skeleton: "precision-unlimited", locale: identifier),
        let full = ICUUnit.format(measurement.value, skeleton: skeleton + " precision-unlimited", locale: identifier)
      else {
        return ICUUnit.format(measurement.value, skeleton: skeleton + " .###", locale: identifier)
          ?? "\(measurement.value) \(symbol)"
      }
      return full.replacingOccurrences(of: plain, with: number)
    }

    public func locale(_ locale: Locale) -> Self {
      var style = self
      style.locale = locale
      return style
    }
  }

  /// The measurement in a style (`.measurement(width: .abbreviated, usage: .road)`).
  public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput
  where S.FormatInput == Measurement<UnitType> {
    style.format(self)
  }

  /// The measurement abbreviated, in the locale's usual unit: "5 km", "72°F".
  public func formatted() -> String { formatted(FormatStyle(width: .abbreviated)) }
}

extension FormatStyle {
  /// A measurement's style, as Foundation's `.measurement(width:usage:numberFormatStyle:)`.
  public static func measurement<UnitType: Dimension>(
    width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
  ) -> Self where Self == Measurement<UnitType>.FormatStyle {
    Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
  }
}
