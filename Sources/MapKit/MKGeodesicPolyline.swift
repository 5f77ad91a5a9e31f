import Foundation
import Vellum

/// A line that follows the Earth's curvature between its coordinates (a flight's path), as
/// MapKit's `MKGeodesicPolyline`: its points are the great circles through the given ones,
/// a point about every degree of arc, so its projection bends as MapKit's does.
open class MKGeodesicPolyline: MKPolyline, @unchecked Sendable {
  public override init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    let given = Array(UnsafeBufferPointer(start: coordinates, count: count))
    super.init(mapPoints: Self.greatCircles(through: given).map(MKMapPoint.init))
  }

  public override init(points: UnsafePointer<MKMapPoint>, count: Int) {
    let given = (0..<count).map { points[$0].coordinate }
    super.init(mapPoints: Self.greatCircles(through: given).map(MKMapPoint.init))
  }

  /// The coordinates along the great circle between each pair, the pair's own included.
  static func greatCircles(through coordinates: [CLLocationCoordinate2D]) -> [CLLocationCoordinate2D] {
    guard var previous = coordinates.first else { return [CLLocationCoordinate2D()] }
    var path = [previous]
    for next in coordinates.dropFirst() {
      let a = unitVector(previous)
      let b = unitVector(next)
      let dot = max(-1, min(1, a.0 * b.0 + a.1 * b.1 + a.2 * b.2))
      let angle = acos(dot)
      let steps = max(1, Int((angle * 180 / .pi).rounded(.up)))
      for step in 1...steps {
        let t = Double(step) / Double(steps)
        guard angle > 1e-12, step < steps else {
          path.append(next)
          continue
        }
        let wa = sin((1 - t) * angle) / sin(angle)
        let wb = sin(t * angle) / sin(angle)
        path.append(coordinate(a.0 * wa + b.0 * wb, a.1 * wa + b.1 * wb, a.2 * wa + b.2 * wb))
      }
      previous = next
    }
    return path
  }

  private static func unitVector(_ c: CLLocationCoordinate2D) -> (Double, Double, Double) {
    let lat = c.latitude * .pi / 180
    let lon = c.longitude * .pi / 180
    return (cos(lat) * cos(lon), cos(lat) * sin(lon), sin(lat))
  }

  private static func coordinate(_ x: Double, _ y: Double, _ z: Double) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(
      latitude: atan2(z, (x * x + y * y).squareRoot()) * 180 / .pi, longitude: atan2(y, x) * 180 / .pi)
  }
}
