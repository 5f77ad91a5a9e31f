import CoreLocation
import Foundation

/// A rectangle of the Earth given by its centre and span in degrees. Not `Equatable`, as on iOS.
public struct MKCoordinateRegion: Sendable {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan

  public init() {
    center = CLLocationCoordinate2D()
    span = MKCoordinateSpan()
  }

  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// A region around a centre, so many metres tall and wide (metres per degree of latitude on
  /// a sphere of the Earth's mean radius; a degree of longitude is narrower by the cosine of
  /// the latitude).
  public init(
    center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance
  ) {
    let metresPerDegree = 2 * Double.pi * 6_371_008.8 / 360
    let cosine = max(cos(center.latitude * .pi / 180), 1e-6)
    self.init(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metresPerDegree,
        longitudeDelta: longitudinalMeters / (metresPerDegree * cosine)))
  }

  /// The region that a map rectangle covers.
  public init(_ rect: MKMapRect) {
    let northWest = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
    let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
    let center = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    self.init(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: northWest.latitude - southEast.latitude,
        longitudeDelta: rect.width / MKMapSize.world.width * 360))
  }
}

public func MKCoordinateRegionMake(_ center: CLLocationCoordinate2D, _ span: MKCoordinateSpan) -> MKCoordinateRegion {
  MKCoordinateRegion(center: center, span: span)
}

public func MKCoordinateRegionMakeWithDistance(
  _ center: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance, _ longitudinalMeters: CLLocationDistance
) -> MKCoordinateRegion {
  MKCoordinateRegion(center: center, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}
