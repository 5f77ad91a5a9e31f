import CoreLocation
import Vellum

/// Connected line segments on a map (iOS 17), as MapKit's `MapPolyline`, stroked as its
/// `stroke(_:lineWidth:)` says. Without one it is stroked in the tint, one point wide (Vellum's
/// choice; not measured against iOS). Segments are straight on the flat map whatever the contour
/// style.
public struct MapPolyline: MapContent {
  public typealias Body = Never
  let points: [MKMapPoint]

  public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
    points = coordinates.map(MKMapPoint.init)
  }
  public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) { self.points = points }
  public init(_ polyline: MKPolyline) { points = polyline.mapPoints }
  public init(_ route: MKRoute) { points = route.polyline.mapPoints }

  public func _makeMapElements(into elements: inout _MapElements) {
    elements.list.append(MapElement(.polyline(points), at: points.first?.coordinate ?? CLLocationCoordinate2D()))
  }

  /// How the line runs between points.
  public struct ContourStyle: Hashable, Sendable {
    let geodesic: Bool
    public static let straight = ContourStyle(geodesic: false)
    public static let geodesic = ContourStyle(geodesic: true)
  }
}

/// A closed shape on a map (iOS 17), as MapKit's `MapPolygon`, filled with its
/// `foregroundStyle` and stroked with its `stroke`. Without a style it is filled in the tint at
/// a quarter opacity (Vellum's choice; not measured against iOS).
public struct MapPolygon: MapContent {
  public typealias Body = Never
  let points: [MKMapPoint]

  public init(coordinates: [CLLocationCoordinate2D]) { points = coordinates.map(MKMapPoint.init) }
  public init(points: [MKMapPoint]) { self.points = points }
  public init(_ polygon: MKPolygon) { points = polygon.mapPoints }

  public func _makeMapElements(into elements: inout _MapElements) {
    elements.list.append(MapElement(.polygon(points), at: points.first?.coordinate ?? CLLocationCoordinate2D()))
  }
}

/// A circle of a radius in metres around a coordinate (iOS 17), as MapKit's `MapCircle`, filled
/// and stroked as `MapPolygon` is.
public struct MapCircle: MapContent {
  public typealias Body = Never
  let center: CLLocationCoordinate2D
  let radius: CLLocationDistance

  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
    self.center = center
    self.radius = radius
  }
  public init(_ circle: MKCircle) { self.init(center: circle.coordinate, radius: circle.radius) }

  public func _makeMapElements(into elements: inout _MapElements) {
    let reach = radius * MKMapPointsPerMeterAtLatitude(center.latitude)
    elements.list.append(MapElement(.circle(MKMapPoint(center), radius: reach), at: center))
  }
}
