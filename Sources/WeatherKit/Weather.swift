import CoreLocation
import Foundation

/// Everything `WeatherService.weather(for:)` answers, as WeatherKit's `Weather`: the current
/// weather, the daily and hourly forecasts, the minute forecast and alerts where a location
/// has them, and their availability. Vellum's service never answers one (it throws
/// `WeatherError.permissionDenied`), so code that reads a `Weather` compiles and is not run.
public struct Weather: Codable, Equatable, Sendable {
  public let currentWeather: CurrentWeather
  /// Ten days from today.
  public let dailyForecast: Forecast<DayWeather>
  /// Twenty-five hours from this one.
  public let hourlyForecast: Forecast<HourWeather>
  /// The next hour by minute; nil where the location has none.
  public let minuteForecast: Forecast<MinuteWeather>?
  /// Severe weather alerts; nil where the location has none.
  public let weatherAlerts: [WeatherAlert]?
  public let availability: WeatherAvailability
}

/// A run of minute, hour or day forecasts, as WeatherKit's `Forecast`: a random-access
/// collection of its elements (`forecast`), with the metadata of the request.
public struct Forecast<Element: Codable & Equatable>: RandomAccessCollection, Codable, Equatable {
  public typealias Index = Int

  /// The forecasts, earliest first.
  public let forecast: [Element]
  public let metadata: WeatherMetadata
  /// The minute forecast's summary (read as `summary` on a minute forecast).
  let summaryText: String

  init(forecast: [Element], metadata: WeatherMetadata, summary: String = "") {
    self.forecast = forecast
    self.metadata = metadata
    summaryText = summary
  }

  public var startIndex: Int { forecast.startIndex }
  public var endIndex: Int { forecast.endIndex }
  public subscript(position: Int) -> Element { forecast[position] }
}

extension Forecast: Sendable where Element: Sendable {}

extension Forecast where Element == MinuteWeather {
  /// A short description of the next hour's precipitation.
  public var summary: String { summaryText }
}

/// When and where weather data was asked for, and when it expires, as WeatherKit's
/// `WeatherMetadata`.
public struct WeatherMetadata: Codable, Equatable, Sendable {
  /// When the data was asked for.
  public let date: Date
  /// When the data should be asked for again.
  public let expirationDate: Date
  /// The location asked about.
  public let location: CLLocation

  init(date: Date, expirationDate: Date, location: CLLocation) {
    self.date = date
    self.expirationDate = expirationDate
    self.location = location
  }

  private enum CodingKeys: String, CodingKey {
    case date, expirationDate, latitude, longitude
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    date = try container.decode(Date.self, forKey: .date)
    expirationDate = try container.decode(Date.self, forKey: .expirationDate)
    location = CLLocation(
      latitude: try container.decode(Double.self, forKey: .latitude),
      longitude: try container.decode(Double.self, forKey: .longitude))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(date, forKey: .date)
    try container.encode(expirationDate, forKey: .expirationDate)
    try container.encode(location.coordinate.latitude, forKey: .latitude)
    try container.encode(location.coordinate.longitude, forKey: .longitude)
  }

  /// Equal when asked at the same time about the same coordinate.
  public static func == (lhs: WeatherMetadata, rhs: WeatherMetadata) -> Bool {
    lhs.date == rhs.date && lhs.expirationDate == rhs.expirationDate
      && lhs.location.coordinate.latitude == rhs.location.coordinate.latitude
      && lhs.location.coordinate.longitude == rhs.location.coordinate.longitude
  }
}

/// Whether a location has a minute forecast and weather alerts, as WeatherKit's
/// `WeatherAvailability`.
public struct WeatherAvailability: Codable, Equatable, Sendable {
  /// Whether a data set is there for the location.
  public enum AvailabilityKind: String, Codable, Hashable, Sendable {
    case available
    case temporarilyUnavailable
    case unsupported
    case unknown
  }

  public let alertAvailability: AvailabilityKind
  public let minuteAvailability: AvailabilityKind
}

/// What apps must show beside WeatherKit's data: the Apple Weather mark and the legal page,
/// as WeatherKit's `WeatherAttribution`. Vellum's service refuses to give it, as it refuses
/// the forecasts.
public struct WeatherAttribution: Codable, Equatable, Sendable {
  /// The provider's name ("Apple Weather").
  public let serviceName: String
  /// The mark for light backgrounds (a dark mark).
  public let combinedMarkLightURL: URL
  /// The mark for dark backgrounds (a light mark).
  public let combinedMarkDarkURL: URL
  public let squareMarkURL: URL
  public let legalPageURL: URL
  /// The data sources' attribution as text, for apps that cannot show the legal page.
  public let legalAttributionText: String
}

/// How severe a weather alert is, as WeatherKit's `WeatherSeverity`.
public enum WeatherSeverity: String, Codable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case minor, moderate, severe, extreme, unknown

  /// The severity in English ("Severe").
  public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
  public var accessibilityDescription: String { description }
}

/// A severe weather alert from a government agency, as WeatherKit's `WeatherAlert`.
public struct WeatherAlert: Codable, Equatable, Sendable {
  /// The agency's page about the alert.
  public let detailsURL: URL
  /// The agency that issued it.
  public let source: String
  /// The alert in a few words ("Flood Warning").
  public let summary: String
  /// The area it covers, where given.
  public let region: String?
  public let severity: WeatherSeverity
  public let metadata: WeatherMetadata
}
