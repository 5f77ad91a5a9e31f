import Foundation
import SwiftUI
import Testing

/// `MeasurementFormatter`, which Linux's Foundation marks unavailable, through ICU as Apple's
/// formatter formats: a trip app's distance ("1.2 km" or yards), a weather app's temperature.
@Suite struct MeasurementFormatterTests {
  @Test func providedUnitsInEachStyle() {
    let formatter = MeasurementFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.unitOptions = .providedUnit
    let distance = Measurement(value: 1234.5, unit: UnitLength.kilometers)
    #expect(formatter.string(from: distance) == "1,234.5 km")
    formatter.unitStyle = .short
    #expect(formatter.string(from: distance) == "1,234.5km")
    formatter.unitStyle = .long
    #expect(formatter.string(from: distance) == "1,234.5 kilometers")
    #expect(formatter.string(from: UnitLength.kilometers) == "kilometers")
    formatter.unitStyle = .medium
    formatter.numberFormatter.maximumFractionDigits = 0
    #expect(formatter.string(from: Measurement(value: 21.6, unit: UnitTemperature.celsius)) == "22°C")
    formatter.unitOptions = [.providedUnit, .temperatureWithoutUnit]
    #expect(formatter.string(from: Measurement(value: 71.6, unit: UnitTemperature.fahrenheit)) == "72°")
  }

  @Test func withoutTheProvidedUnitTheLocalesUnitIsUsed() {
    let formatter = MeasurementFormatter()
    formatter.locale = Locale(identifier: "en_US")
    let metres = Measurement(value: 1609.344, unit: UnitLength.meters)
    #expect(formatter.string(from: metres) == "1 mi")
    formatter.locale = Locale(identifier: "de_DE")
    #expect(formatter.string(from: Measurement(value: 2.5, unit: UnitMass.kilograms)) == "2,5 kg")
  }

  /// `Measurement.formatted(…)` (Linux's Foundation lacks it), through the same ICU formatter:
  /// a run's distance by road, a temperature as provided with one fraction digit.
  @Test func measurementsFormatInAStyle() {
    let us = Locale(identifier: "en_US")
    let run = Measurement(value: 8046.72, unit: UnitLength.meters)
    #expect(run.formatted(.measurement(width: .abbreviated, usage: .road).locale(us)) == "5 mi")
    #expect(run.formatted(.measurement(width: .wide, usage: .road).locale(Locale(identifier: "en_GB"))) == "5 miles")
    let temperature = Measurement(value: 21.46, unit: UnitTemperature.celsius)
    let style = Measurement<UnitTemperature>.FormatStyle(
      width: .narrow, locale: us, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(1)))
    #expect(temperature.formatted(style) == "21.5°C")
    #expect(
      Measurement(value: 3, unit: UnitMass.kilograms).formatted(
        .measurement(width: .wide, usage: .asProvided).locale(us)) == "3 kilograms")
  }
}
