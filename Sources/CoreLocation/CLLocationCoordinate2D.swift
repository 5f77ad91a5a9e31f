import Foundation

/// A latitude and longitude in degrees (WGS 84), as Core Location's C struct.
///
/// As on iOS, it is `Sendable` but neither `Equatable`, `Hashable` nor `Codable`: apps that need
/// those add them in an extension (`extension CLLocationCoordinate2D: Equatable`), which
/// compiles here as it does against Apple's SDK.
public struct CLLocationCoordinate2D: Sendable {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees

  /// (0, 0), as the C struct's zero initializer.
  public init() {
    latitude = 0
    longitude = 0
  }

  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// A coordinate made from a latitude and a longitude.
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether a coordinate lies within ±90° latitude and ±180° longitude.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

/// The coordinate Core Location uses for "no coordinate" (-180, -180).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
