import CoreLocation
import Foundation

/// Where a map's points land in its view: Web Mercator map points scaled about an anchor, and
/// turned by the camera's heading. Made from a camera position, the map's content (for
/// `.automatic`) and the view's size.
struct MapViewport {
  /// The map point drawn at `screenAnchor`.
  var anchor: MKMapPoint
  var screenAnchor: CGPoint
  /// View points per map point.
  var scale: Double
  /// Degrees clockwise from north that point up.
  var heading: Double = 0

  /// Where a map point is drawn.
  func point(_ mapPoint: MKMapPoint) -> CGPoint {
    let dx = (mapPoint.x - anchor.x) * scale
    let dy = (mapPoint.y - anchor.y) * scale
    guard heading != 0 else { return CGPoint(x: screenAnchor.x + dx, y: screenAnchor.y + dy) }
    let angle = -heading * .pi / 180
    return CGPoint(
      x: screenAnchor.x + dx * cos(angle) - dy * sin(angle), y: screenAnchor.y + dx * sin(angle) + dy * cos(angle))
  }

  func point(_ coordinate: CLLocationCoordinate2D) -> CGPoint { point(MKMapPoint(coordinate)) }

  /// The region shown, for the camera-change context and `MapProxy`.
  func region(in size: CGSize) -> MKCoordinateRegion {
    let width = Double(size.width) / scale
    let height = Double(size.height) / scale
    return MKCoordinateRegion(
      MKMapRect(x: anchor.x - width / 2, y: anchor.y - height / 2, width: width, height: height))
  }

  /// The viewport for a camera position in a view of `size`.
  static func resolve(_ position: MapCameraPosition, elements: [MapElement], size: CGSize) -> MapViewport {
    let center = CGPoint(x: size.width / 2, y: size.height / 2)
    switch position.storage {
    case .region(let region):
      return fitting(rect(of: region), around: MKMapPoint(region.center), size: size)
    case .rect(let rect):
      return fitting(rect, around: MKMapPoint(x: rect.midX, y: rect.midY), size: size)
    case .item(let item, _):
      let region = MKCoordinateRegion(
        center: item.placemark.coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000)
      return fitting(rect(of: region), around: MKMapPoint(region.center), size: size)
    case .camera(let camera):
      // The camera sees a height of ground of about half its distance (a 30° vertical field of
      // view; Vellum's approximation, pitch ignored).
      let metres = max(camera.distance, 1) * 2 * tan(15 * Double.pi / 180)
      let mapPoints = metres * MKMapPointsPerMeterAtLatitude(camera.centerCoordinate.latitude)
      return MapViewport(
        anchor: MKMapPoint(camera.centerCoordinate), screenAnchor: center,
        scale: Double(max(size.height, 1)) / mapPoints, heading: camera.heading)
    case .userLocation(_, let fallback):
      return resolve(fallback, elements: elements, size: size)
    case .automatic:
      return automatic(elements: elements, size: size)
    }
  }

  /// The rectangle of map points a region covers.
  static func rect(of region: MKCoordinateRegion) -> MKMapRect {
    let northWest = MKMapPoint(
      CLLocationCoordinate2D(
        latitude: region.center.latitude + region.span.latitudeDelta / 2,
        longitude: region.center.longitude - region.span.longitudeDelta / 2))
    let southEast = MKMapPoint(
      CLLocationCoordinate2D(
        latitude: region.center.latitude - region.span.latitudeDelta / 2,
        longitude: region.center.longitude + region.span.longitudeDelta / 2))
    return MKMapRect(
      x: northWest.x, y: northWest.y, width: southEast.x - northWest.x, height: southEast.y - northWest.y)
  }

  /// Shows all of `rect`, centred on `anchor`, as MapKit widens a region to the view's shape.
  static func fitting(_ rect: MKMapRect, around anchor: MKMapPoint, size: CGSize) -> MapViewport {
    let width = max(rect.width, 1)
    let height = max(rect.height, 1)
    let scale = min(Double(max(size.width, 1)) / width, Double(max(size.height, 1)) / height)
    return MapViewport(anchor: anchor, screenAnchor: CGPoint(x: size.width / 2, y: size.height / 2), scale: scale)
  }

  /// Frames every element, with room for markers' balloons above their points (52 points),
  /// titles below (32) and either side (60); one point gets 1,000 metres around it, and no
  /// content the contiguous United States.
  static func automatic(elements: [MapElement], size: CGSize) -> MapViewport {
    var rect = elements.reduce(MKMapRect.null) { $0.union($1.extent) }
    if rect.isNull {
      let unitedStates = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 39.5, longitude: -98.35),
        span: MKCoordinateSpan(latitudeDelta: 26, longitudeDelta: 60))
      return fitting(Self.rect(of: unitedStates), around: MKMapPoint(unitedStates.center), size: size)
    }
    let minimum = 1000 * MKMapPointsPerMeterAtLatitude(MKMapPoint(x: rect.midX, y: rect.midY).coordinate.latitude)
    if rect.width < minimum && rect.height < minimum {
      rect = MKMapRect(x: rect.midX - minimum / 2, y: rect.midY - minimum / 2, width: minimum, height: minimum)
    }
    let placed = elements.contains(where: \.isPlaced)
    let (side, top, bottom): (Double, Double, Double) = placed ? (60, 52, 32) : (20, 20, 20)
    let availableWidth = max(Double(size.width) - 2 * side, 1)
    let availableHeight = max(Double(size.height) - top - bottom, 1)
    let scale = min(availableWidth / max(rect.width, 1), availableHeight / max(rect.height, 1))
    return MapViewport(
      anchor: MKMapPoint(x: rect.midX, y: rect.midY),
      screenAnchor: CGPoint(x: side + availableWidth / 2, y: top + availableHeight / 2), scale: scale)
  }
}
