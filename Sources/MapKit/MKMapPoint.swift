import CoreLocation
import Foundation

/// A point on MapKit's flat (Web Mercator) map of the world, in map points: the world is
/// `MKMapSize.world` (2²⁸ points square), x growing east from 180° W and y growing south
/// from about 85° N.
public struct MKMapPoint: Sendable {
  public var x: Double
  public var y: Double

  public init() {
    x = 0
    y = 0
  }

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point a coordinate projects to.
  public init(_ coordinate: CLLocationCoordinate2D) {
    let world = MKMapSize.world.width
    let latitude = min(max(coordinate.latitude, -85.051_128_78), 85.051_128_78) * .pi / 180
    x = (coordinate.longitude + 180) / 360 * world
    y = (0.5 - log((1 + sin(latitude)) / (1 - sin(latitude))) / (4 * .pi)) * world
  }

  /// The coordinate at this point.
  public var coordinate: CLLocationCoordinate2D {
    let world = MKMapSize.world.width
    let longitude = x / world * 360 - 180
    let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
    return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }

  /// The distance in metres to another point, along the great circle between their coordinates.
  public func distance(to other: MKMapPoint) -> CLLocationDistance {
    let (a, b) = (coordinate, other.coordinate)
    return CLLocation(latitude: a.latitude, longitude: a.longitude)
      .distance(from: CLLocation(latitude: b.latitude, longitude: b.longitude))
  }
}

public func MKMapPointForCoordinate(_ coordinate: CLLocationCoordinate2D) -> MKMapPoint { MKMapPoint(coordinate) }
public func MKCoordinateForMapPoint(_ point: MKMapPoint) -> CLLocationCoordinate2D { point.coordinate }
public func MKMetersBetweenMapPoints(_ a: MKMapPoint, _ b: MKMapPoint) -> CLLocationDistance { a.distance(to: b) }

/// How many map points a metre spans at a latitude (more towards the poles).
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
  MKMapSize.world.width / (40_075_016.685_578_49 * max(cos(latitude * .pi / 180), 1e-9))
}

public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
  1 / MKMapPointsPerMeterAtLatitude(latitude)
}
