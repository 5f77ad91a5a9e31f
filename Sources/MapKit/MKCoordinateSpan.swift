import CoreLocation

/// How many degrees of latitude and longitude a region spans. Not `Equatable`, as on iOS.
public struct MKCoordinateSpan: Sendable {
  public var latitudeDelta: CLLocationDegrees
  public var longitudeDelta: CLLocationDegrees

  public init() {
    latitudeDelta = 0
    longitudeDelta = 0
  }

  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

public func MKCoordinateSpanMake(_ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees)
  -> MKCoordinateSpan
{
  MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}
