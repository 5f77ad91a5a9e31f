import CoreLocation
import Foundation

/// A shape made of points (a polyline or polygon), as MapKit's `MKMultiPoint`.
open class MKMultiPoint: MKShape, @unchecked Sendable {
  let mapPoints: [MKMapPoint]

  init(mapPoints: [MKMapPoint]) {
    self.mapPoints = mapPoints
    super.init()
  }

  /// The points, in map points.
  open func points() -> UnsafeMutablePointer<MKMapPoint> {
    let buffer = UnsafeMutablePointer<MKMapPoint>.allocate(capacity: max(mapPoints.count, 1))
    buffer.initialize(from: mapPoints, count: mapPoints.count)
    return buffer
  }

  open var pointCount: Int { mapPoints.count }

  /// Copies the coordinates of the points in `range` into `coords`.
  open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
    for index in 0..<range.length { coords[index] = mapPoints[range.location + index].coordinate }
  }

  /// The coordinates of the points (iOS 16's Swift accessor).
  open var coordinates: [CLLocationCoordinate2D] { mapPoints.map(\.coordinate) }

  open var boundingMapRect: MKMapRect {
    mapPoints.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) }
  }

  open override var coordinate: CLLocationCoordinate2D {
    let rect = boundingMapRect
    return rect.isNull ? CLLocationCoordinate2D() : MKMapPoint(x: rect.midX, y: rect.midY).coordinate
  }
}

/// Connected line segments on a map, as MapKit's `MKPolyline` (a route's path).
open class MKPolyline: MKMultiPoint, MKOverlay, @unchecked Sendable {
  public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    super.init(mapPoints: (0..<count).map { MKMapPoint(coordinates[$0]) })
  }

  public init(points: UnsafePointer<MKMapPoint>, count: Int) {
    super.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: count)))
  }

  public init() { super.init(mapPoints: []) }

  override init(mapPoints: [MKMapPoint]) { super.init(mapPoints: mapPoints) }
}

/// A closed shape on a map, as MapKit's `MKPolygon`.
open class MKPolygon: MKMultiPoint, MKOverlay, @unchecked Sendable {
  public let interiorPolygons: [MKPolygon]?

  public init(
    coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]? = nil
  ) {
    self.interiorPolygons = interiorPolygons
    super.init(mapPoints: (0..<count).map { MKMapPoint(coordinates[$0]) })
  }

  public init(points: UnsafePointer<MKMapPoint>, count: Int, interiorPolygons: [MKPolygon]? = nil) {
    self.interiorPolygons = interiorPolygons
    super.init(mapPoints: Array(UnsafeBufferPointer(start: points, count: count)))
  }
}

/// A circle on a map, a radius in metres around a centre, as MapKit's `MKCircle`.
open class MKCircle: MKShape, MKOverlay, @unchecked Sendable {
  private let center: CLLocationCoordinate2D
  public let radius: CLLocationDistance

  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
    self.center = center
    self.radius = radius
    super.init()
  }

  open override var coordinate: CLLocationCoordinate2D { center }

  open var boundingMapRect: MKMapRect {
    let reach = radius * MKMapPointsPerMeterAtLatitude(center.latitude)
    let point = MKMapPoint(center)
    return MKMapRect(x: point.x - reach, y: point.y - reach, width: 2 * reach, height: 2 * reach)
  }
}
