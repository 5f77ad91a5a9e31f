import Foundation

/// A location as Core Location reports it: a coordinate with its altitude, accuracies, course,
/// speed and time. Apps make their own (`CLLocation(latitude:longitude:)`), mostly to measure
/// distances; a preview's location manager reports none.
open class CLLocation: NSObject, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let altitude: CLLocationDistance
  public let ellipsoidalAltitude: CLLocationDistance
  public let horizontalAccuracy: CLLocationAccuracy
  public let verticalAccuracy: CLLocationAccuracy
  public let course: CLLocationDirection
  public let courseAccuracy: CLLocationDirectionAccuracy
  public let speed: CLLocationSpeed
  public let speedAccuracy: CLLocationSpeedAccuracy
  public let timestamp: Date
  /// The floor of a building; nil, as iOS gives outside venues it knows.
  public let floor: CLFloor? = nil

  /// A location at a coordinate, with no altitude and a timestamp of now, as iOS makes it
  /// (course and speed are -1, "unknown").
  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(
      coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 0,
      verticalAccuracy: -1, timestamp: Date())
  }

  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
    verticalAccuracy: CLLocationAccuracy, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
      verticalAccuracy: verticalAccuracy, course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1,
      timestamp: timestamp)
  }

  public convenience init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
    verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
  ) {
    self.init(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
      verticalAccuracy: verticalAccuracy, course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1,
      timestamp: timestamp)
  }

  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
    verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
    speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    ellipsoidalAltitude = altitude
    self.horizontalAccuracy = horizontalAccuracy
    self.verticalAccuracy = verticalAccuracy
    self.course = course
    self.courseAccuracy = courseAccuracy
    self.speed = speed
    self.speedAccuracy = speedAccuracy
    self.timestamp = timestamp
    super.init()
  }

  /// The great-circle distance in metres to another location, by the haversine formula on a
  /// sphere of the Earth's mean radius (6,371,008.8 m). iOS measures on the ellipsoid, so the
  /// two differ by up to about 0.5%.
  open func distance(from location: CLLocation) -> CLLocationDistance {
    let (a, b) = (coordinate, location.coordinate)
    let radians = Double.pi / 180
    let dLat = (b.latitude - a.latitude) * radians
    let dLon = (b.longitude - a.longitude) * radians
    let h =
      sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * radians) * cos(b.latitude * radians) * sin(dLon / 2)
      * sin(dLon / 2)
    return 2 * 6_371_008.8 * asin(min(1, sqrt(h)))
  }

  open override var description: String {
    String(
      format: "<%+.8f,%+.8f> +/- %.2fm (speed %.2f mps / course %.2f)", coordinate.latitude, coordinate.longitude,
      horizontalAccuracy, speed, course)
  }
}

/// The floor of a building a location is on.
open class CLFloor: NSObject, @unchecked Sendable {
  public let level: Int
  init(level: Int) { self.level = level }
}
