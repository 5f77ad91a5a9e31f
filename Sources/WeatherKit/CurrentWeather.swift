import Foundation

/// The weather now at a location, as WeatherKit's `CurrentWeather` (what
/// `weather.currentWeather` and the `.current` query give). Vellum's service never gives one.
public struct CurrentWeather: Codable, Equatable, Sendable {
  /// When the conditions hold.
  public let date: Date
  public let temperature: Measurement<UnitTemperature>
  /// How warm it feels, with wind and humidity.
  public let apparentTemperature: Measurement<UnitTemperature>
  public let dewPoint: Measurement<UnitTemperature>
  /// Relative humidity, 0 to 1.
  public let humidity: Double
  public let condition: WeatherCondition
  /// The SF Symbol of the condition, by day or night (`cloud.sun.fill`).
  public let symbolName: String
  public let wind: Wind
  public let uvIndex: UVIndex
  /// Air pressure at sea level.
  public let pressure: Measurement<UnitPressure>
  public let pressureTrend: PressureTrend
  public let visibility: Measurement<UnitLength>
  /// The fraction of the sky covered by cloud, 0 to 1.
  public let cloudCover: Double
  public let isDaylight: Bool
  public let precipitationIntensity: Measurement<UnitSpeed>
  public let metadata: WeatherMetadata
}

/// The forecast for an hour, as WeatherKit's `HourWeather` (an element of
/// `weather.hourlyForecast`).
public struct HourWeather: Codable, Equatable, Sendable {
  /// The start of the hour.
  public let date: Date
  public let temperature: Measurement<UnitTemperature>
  public let apparentTemperature: Measurement<UnitTemperature>
  public let dewPoint: Measurement<UnitTemperature>
  /// Relative humidity, 0 to 1.
  public let humidity: Double
  public let condition: WeatherCondition
  /// The SF Symbol of the condition, by day or night.
  public let symbolName: String
  public let wind: Wind
  public let uvIndex: UVIndex
  public let pressure: Measurement<UnitPressure>
  public let pressureTrend: PressureTrend
  public let visibility: Measurement<UnitLength>
  /// The fraction of the sky covered by cloud, 0 to 1.
  public let cloudCover: Double
  public let isDaylight: Bool
  public let precipitation: Precipitation
  /// The chance of precipitation, 0 to 1.
  public let precipitationChance: Double
  public let precipitationAmount: Measurement<UnitLength>
  public let snowfallAmount: Measurement<UnitLength>
}

/// The forecast for a day, as WeatherKit's `DayWeather` (an element of
/// `weather.dailyForecast`).
public struct DayWeather: Codable, Equatable, Sendable {
  /// The start of the day.
  public let date: Date
  public let highTemperature: Measurement<UnitTemperature>
  public let lowTemperature: Measurement<UnitTemperature>
  public let highTemperatureTime: Date?
  public let lowTemperatureTime: Date?
  public let condition: WeatherCondition
  /// The SF Symbol of the day's condition.
  public let symbolName: String
  public let precipitation: Precipitation
  /// The chance of precipitation, 0 to 1.
  public let precipitationChance: Double
  public let precipitationAmount: Measurement<UnitLength>
  public let rainfallAmount: Measurement<UnitLength>
  public let snowfallAmount: Measurement<UnitLength>
  public let wind: Wind
  public let highWindSpeed: Measurement<UnitSpeed>?
  public let uvIndex: UVIndex
  /// Relative humidity over the day, 0 to 1.
  public let minimumHumidity: Double
  public let maximumHumidity: Double
  /// Visibility over the day, in meters.
  public let minimumVisibility: Double
  public let maximumVisibility: Double
  public let sun: SunEvents
  public let moon: MoonEvents
}

/// The forecast for a minute of the next hour, as WeatherKit's `MinuteWeather`.
public struct MinuteWeather: Codable, Equatable, Sendable {
  public let date: Date
  public let precipitation: Precipitation
  /// The chance of precipitation, 0 to 1.
  public let precipitationChance: Double
  public let precipitationIntensity: Measurement<UnitSpeed>
}
