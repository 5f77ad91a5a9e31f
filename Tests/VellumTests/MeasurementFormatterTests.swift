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
}
