import CoreLocation
import Foundation

/// WeatherKit's service, as `WeatherService`: on iOS it fetches forecasts for a location from
/// Apple Weather.
///
/// Vellum's device has no WeatherKit entitlement and no network service: every request and
/// the attribution throw `WeatherError.permissionDenied`, so a screen shows what it shows
/// when the weather cannot be fetched (its placeholder, its error text). A preview that
/// passes its own sample values draws as on iOS.
public final class WeatherService: Sendable {
  /// The service apps share.
  public static let shared = WeatherService()

  public init() {}

  /// The current weather, forecasts, alerts and availability for a location: refused.
  public func weather(for location: CLLocation) async throws -> Weather {
    throw WeatherError.permissionDenied
  }

  /// One data set for a location (`including: .current`): refused.
  public func weather<T>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T {
    throw WeatherError.permissionDenied
  }

  /// Two data sets as a tuple (`including: .current, .daily`): refused.
  public func weather<T1, T2>(
    for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>
  ) async throws -> (T1, T2) {
    throw WeatherError.permissionDenied
  }

  public func weather<T1, T2, T3>(
    for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>,
    _ dataSet3: WeatherQuery<T3>
  ) async throws -> (T1, T2, T3) {
    throw WeatherError.permissionDenied
  }

  public func weather<T1, T2, T3, T4>(
    for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>,
    _ dataSet3: WeatherQuery<T3>, _ dataSet4: WeatherQuery<T4>
  ) async throws -> (T1, T2, T3, T4) {
    throw WeatherError.permissionDenied
  }

  public func weather<T1, T2, T3, T4, T5>(
    for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>,
    _ dataSet3: WeatherQuery<T3>, _ dataSet4: WeatherQuery<T4>, _ dataSet5: WeatherQuery<T5>
  ) async throws -> (T1, T2, T3, T4, T5) {
    throw WeatherError.permissionDenied
  }

  public func weather<T1, T2, T3, T4, T5, T6>(
    for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>,
    _ dataSet3: WeatherQuery<T3>, _ dataSet4: WeatherQuery<T4>, _ dataSet5: WeatherQuery<T5>,
    _ dataSet6: WeatherQuery<T6>
  ) async throws -> (T1, T2, T3, T4, T5, T6) {
    throw WeatherError.permissionDenied
  }

  /// The Apple Weather mark and legal page apps must show with the data: refused too, as the
  /// service that gives it is the one that refuses the forecasts.
  public var attribution: WeatherAttribution {
    get async throws { throw WeatherError.permissionDenied }
  }
}
