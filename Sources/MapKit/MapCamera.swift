import CoreLocation
import Foundation

/// Where a map's camera is (iOS 17), as MapKit's `MapCamera`: the coordinate it looks at, its
/// distance from it in metres, its heading (degrees clockwise from north) and pitch.
public struct MapCamera: Equatable, Sendable {
  public var centerCoordinate: CLLocationCoordinate2D
  public var distance: Double
  public var heading: Double
  public var pitch: Double

  public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
    self.centerCoordinate = centerCoordinate
    self.distance = distance
    self.heading = heading
    self.pitch = pitch
  }

  public init(_ camera: MKMapCamera) {
    self.init(
      centerCoordinate: camera.centerCoordinate, distance: camera.centerCoordinateDistance, heading: camera.heading,
      pitch: camera.pitch)
  }

  public static func == (a: MapCamera, b: MapCamera) -> Bool {
    a.centerCoordinate.latitude == b.centerCoordinate.latitude
      && a.centerCoordinate.longitude == b.centerCoordinate.longitude && a.distance == b.distance
      && a.heading == b.heading && a.pitch == b.pitch
  }
}
