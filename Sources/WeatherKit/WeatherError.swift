import Foundation

/// Why WeatherKit failed, as WeatherKit's `WeatherError`: a request the service refused
/// (`permissionDenied`) or any other failure (`unknown`).
///
/// Vellum's device has no WeatherKit entitlement and no weather service to reach, so every
/// request throws `permissionDenied`, the case WeatherKit documents for a refused request
/// (on iOS, an app built without the entitlement is refused by the weather service).
public enum WeatherError: LocalizedError, Hashable, Sendable {
  case permissionDenied
  case unknown

  public var errorDescription: String? {
    switch self {
    case .permissionDenied: "The weather service refused the request."
    case .unknown: "The weather data could not be fetched."
    }
  }

  public var failureReason: String? {
    switch self {
    case .permissionDenied: "The app is not entitled to use WeatherKit."
    case .unknown: nil
    }
  }

  public var recoverySuggestion: String? {
    switch self {
    case .permissionDenied: "Add the WeatherKit capability to the app's identifier and signing."
    case .unknown: nil
    }
  }

  public var helpAnchor: String? { nil }
}
