/// Whether the app may use location services (raw values as Apple's).
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorizedAlways = 3
  case authorizedWhenInUse = 4

  /// The name before iOS 8 for `.authorizedAlways`.
  @available(*, deprecated, renamed: "authorizedAlways")
  public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// Whether the app gets precise or approximate locations (raw values as Apple's).
public enum CLAccuracyAuthorization: Int, Sendable {
  case fullAccuracy = 0
  case reducedAccuracy = 1
}
