import CoreLocation
import Vellum

/// One thing a map draws, collected from its content: a marker, an annotation's view, or a
/// shape, with the styles its modifiers gave it.
struct MapElement {
  enum Kind {
    /// A balloon with a glyph, its tip at the point (iOS 17's `Marker`, iOS 14's `MapMarker`).
    case marker(MapElement.Glyph)
    /// iOS 14's `MapPin`: a ball on a needle whose foot is at the point.
    case pin
    /// A view placed with its anchor (a unit point of its size) at the point.
    case annotation(AnyView, anchor: UnitPoint)
    case polyline([MKMapPoint])
    case polygon([MKMapPoint])
    /// A centre and a radius in map points.
    case circle(MKMapPoint, radius: Double)
  }

  /// What a marker's balloon shows.
  enum Glyph {
    case pin
    case systemImage(String)
    case image(String)
    case monogram(Text)
    /// A label view: its icon is shown (`labelStyle(.iconOnly)`).
    case label(AnyView)
  }

  var kind: Kind
  var coordinate: CLLocationCoordinate2D
  var title: AnyView?
  var tint: AnyShapeStyle?
  var stroke: AnyShapeStyle?
  var strokeStyle: StrokeStyle?
  var fill: AnyShapeStyle?
  var titleHidden = false

  init(_ kind: Kind, at coordinate: CLLocationCoordinate2D, title: AnyView? = nil) {
    self.kind = kind
    self.coordinate = coordinate
    self.title = title
  }

  /// The map rectangle the element covers, for `.automatic` to fit.
  var extent: MKMapRect {
    switch kind {
    case .polyline(let points), .polygon(let points):
      return points.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) }
    case .circle(let center, let radius):
      return MKMapRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    default:
      return MKMapRect(origin: MKMapPoint(coordinate), size: MKMapSize())
    }
  }

  /// Whether the element stands on a point (and needs room above it for its balloon).
  var isPlaced: Bool {
    switch kind {
    case .marker, .pin, .annotation: true
    default: false
    }
  }
}
