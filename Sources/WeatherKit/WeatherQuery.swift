import Foundation

/// A data set to ask `WeatherService.weather(for:including:)` for, as WeatherKit's
/// `WeatherQuery`: `.current`, `.daily`, `.hourly`, `.minute`, `.alerts`, `.availability`,
/// and the date-ranged `.daily(startDate:endDate:)` and `.hourly(startDate:endDate:)`. On
/// Vellum every query is refused (`WeatherError.permissionDenied`).
public struct WeatherQuery<T>: Sendable {
  /// The data set asked for, and the date range if one is given.
  let name: String
  let interval: DateInterval?

  init(_ name: String, interval: DateInterval? = nil) {
    self.name = name
    self.interval = interval
  }
}

extension WeatherQuery where T == CurrentWeather {
  public static var current: WeatherQuery<CurrentWeather> { WeatherQuery("current") }
}

extension WeatherQuery where T == Forecast<DayWeather> {
  /// Ten days from today, on iOS.
  public static var daily: WeatherQuery<Forecast<DayWeather>> { WeatherQuery("daily") }

  public static func daily(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<DayWeather>> {
    WeatherQuery("daily", interval: DateInterval(start: startDate, end: max(startDate, endDate)))
  }
}

extension WeatherQuery where T == Forecast<HourWeather> {
  /// Twenty-five hours from this one, on iOS.
  public static var hourly: WeatherQuery<Forecast<HourWeather>> { WeatherQuery("hourly") }

  public static func hourly(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<HourWeather>> {
    WeatherQuery("hourly", interval: DateInterval(start: startDate, end: max(startDate, endDate)))
  }
}

extension WeatherQuery where T == Forecast<MinuteWeather>? {
  /// The next hour by minute, where iOS has it.
  public static var minute: WeatherQuery<Forecast<MinuteWeather>?> { WeatherQuery("minute") }
}

extension WeatherQuery where T == [WeatherAlert]? {
  public static var alerts: WeatherQuery<[WeatherAlert]?> { WeatherQuery("alerts") }
}

extension WeatherQuery where T == WeatherAvailability {
  public static var availability: WeatherQuery<WeatherAvailability> { WeatherQuery("availability") }
}
