import CoreLocation
import Foundation
import Testing
import Vellum
@testable import WeatherKit

/// WeatherKit for an app without the WeatherKit entitlement: every request is refused with
/// `WeatherError.permissionDenied`, so a weather screen shows its fallback; the types apps
/// read compile along the property paths public weather screens use.
@Suite struct WeatherKitTests {
  let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)

  @Test func everyRequestIsRefused() async {
    let service = WeatherService.shared
    await #expect(throws: WeatherError.permissionDenied) { try await service.weather(for: paris) }
    await #expect(throws: WeatherError.permissionDenied) {
      try await service.weather(for: paris, including: .current)
    }
    await #expect(throws: WeatherError.permissionDenied) {
      let (current, daily) = try await service.weather(for: paris, including: .current, .daily)
      _ = (current.temperature, daily.forecast.count)
    }
    await #expect(throws: WeatherError.permissionDenied) {
      let end = Date(timeIntervalSince1970: 86_400 * 3)
      _ = try await WeatherService().weather(
        for: paris, including: .hourly(startDate: Date(timeIntervalSince1970: 0), endDate: end), .minute, .alerts,
        .availability)
    }
    await #expect(throws: WeatherError.permissionDenied) { try await service.attribution }
    let error: any Error = WeatherError.permissionDenied
    #expect(error.localizedDescription == "The weather service refused the request.")
  }

  /// The way a weather manager fetches: the error reaches its `catch`, and its published
  /// temperature stays at its initial value.
  @Test func aWeatherManagerKeepsItsFallback() async {
    var temperature = 0.0
    var failure: (any Error)?
    do {
      let weather = try await WeatherService.shared.weather(for: paris)
      temperature = weather.currentWeather.temperature.converted(to: .celsius).value
    } catch {
      failure = error
    }
    #expect(temperature == 0 && (failure as? WeatherError) == .permissionDenied)
  }

  @Test func conditionsWindAndUVAreDescribed() {
    #expect(WeatherCondition.partlyCloudy.description == "Partly Cloudy")
    #expect(WeatherCondition(rawValue: "heavyRain") == .heavyRain && WeatherCondition.allCases.count == 34)
    #expect(MoonPhase.waxingCrescent.symbolName == "moonphase.waxing.crescent")
    let wind = Wind(
      direction: Measurement(value: 30, unit: .degrees), speed: Measurement(value: 12, unit: .kilometersPerHour),
      gust: nil)
    #expect(wind.compassDirection == .northNortheast && wind.compassDirection.abbreviation == "NNE")
    #expect(Wind.CompassDirection(degrees: 350) == .north && Wind.CompassDirection(degrees: -90) == .west)
    #expect(UVIndex(value: 7).category == .high && UVIndex(value: 12).category == .extreme)
    #expect(UVIndex.ExposureCategory.veryHigh > .moderate)
  }

  /// The property paths of public weather screens, run over a sample made inside the module.
  @Test func theCommonPropertyPathsRead() {
    let weather = Self.sample(at: paris)
    #expect(weather.currentWeather.temperature.formatted() == "21°C")
    #expect(weather.currentWeather.condition.description == "Mostly Clear")
    #expect(weather.currentWeather.wind.speed.converted(to: .kilometersPerHour).value == 12)
    let week = Array(weather.dailyForecast.forecast.prefix(7))
    #expect(week.count == 7 && week.first?.highTemperature.value == 24 && week.first?.symbolName == "sun.max")
    #expect(weather.dailyForecast.count == 10 && weather.dailyForecast[1].lowTemperature.value == 13)
    #expect(weather.hourlyForecast.map(\.date).first == Date(timeIntervalSince1970: 0))
    #expect(weather.hourlyForecast.prefix(24).allSatisfy { $0.precipitationChance == 0.1 })
    #expect(weather.minuteForecast == nil && weather.weatherAlerts == nil)
    #expect(weather.availability.minuteAvailability == .unsupported)
  }

  static func sample(at location: CLLocation) -> Weather {
    let start = Date(timeIntervalSince1970: 0)
    let metadata = WeatherMetadata(date: start, expirationDate: start.addingTimeInterval(3600), location: location)
    func celsius(_ value: Double) -> Measurement<UnitTemperature> { Measurement(value: value, unit: .celsius) }
    let wind = Wind(
      direction: Measurement(value: 200, unit: .degrees), speed: Measurement(value: 12, unit: .kilometersPerHour),
      gust: Measurement(value: 30, unit: .kilometersPerHour))
    let current = CurrentWeather(
      date: start, temperature: celsius(21), apparentTemperature: celsius(20), dewPoint: celsius(11), humidity: 0.5,
      condition: .mostlyClear, symbolName: "sun.max", wind: wind, uvIndex: UVIndex(value: 4),
      pressure: Measurement(value: 1016, unit: .millibars), pressureTrend: .steady,
      visibility: Measurement(value: 20, unit: .kilometers), cloudCover: 0.2, isDaylight: true,
      precipitationIntensity: Measurement(value: 0, unit: .kilometersPerHour), metadata: metadata)
    let days = (0..<10).map { index in
      DayWeather(
        date: start.addingTimeInterval(Double(index) * 86_400), highTemperature: celsius(24),
        lowTemperature: celsius(13), highTemperatureTime: nil, lowTemperatureTime: nil, condition: .clear,
        symbolName: "sun.max", precipitation: .none, precipitationChance: 0,
        precipitationAmount: Measurement(value: 0, unit: .millimeters),
        rainfallAmount: Measurement(value: 0, unit: .millimeters),
        snowfallAmount: Measurement(value: 0, unit: .millimeters), wind: wind, highWindSpeed: nil,
        uvIndex: UVIndex(value: 6), minimumHumidity: 0.4, maximumHumidity: 0.8, minimumVisibility: 10_000,
        maximumVisibility: 30_000,
        sun: SunEvents(
          astronomicalDawn: nil, nauticalDawn: nil, civilDawn: nil, sunrise: nil, solarNoon: nil, sunset: nil,
          civilDusk: nil, nauticalDusk: nil, astronomicalDusk: nil, solarMidnight: nil),
        moon: MoonEvents(phase: .full, moonrise: nil, moonset: nil))
    }
    let hours = (0..<25).map { index in
      HourWeather(
        date: start.addingTimeInterval(Double(index) * 3600), temperature: celsius(18),
        apparentTemperature: celsius(18), dewPoint: celsius(10), humidity: 0.6, condition: .cloudy,
        symbolName: "cloud", wind: wind, uvIndex: UVIndex(value: 1),
        pressure: Measurement(value: 1015, unit: .millibars),
        pressureTrend: .rising, visibility: Measurement(value: 15, unit: .kilometers), cloudCover: 0.9,
        isDaylight: index < 12, precipitation: .rain, precipitationChance: 0.1,
        precipitationAmount: Measurement(value: 0.2, unit: .millimeters),
        snowfallAmount: Measurement(value: 0, unit: .millimeters))
    }
    return Weather(
      currentWeather: current, dailyForecast: Forecast(forecast: days, metadata: metadata),
      hourlyForecast: Forecast(forecast: hours, metadata: metadata), minuteForecast: nil, weatherAlerts: nil,
      availability: WeatherAvailability(alertAvailability: .unknown, minuteAvailability: .unsupported))
  }
}
