import CoreLocation
import Vellum

/// An annotation of an iOS 14 map (`Map(coordinateRegion:annotationItems:annotationContent:)`):
/// `MapMarker`, `MapPin` or `MapAnnotation`.
public protocol MapAnnotationProtocol {
  @MainActor @preconcurrency var _mapElement: _MapAnnotationElement { get }
}

/// One iOS 14 annotation's element.
public struct _MapAnnotationElement {
  let element: MapElement
}

/// iOS 14's balloon marker, as MapKit's `MapMarker`: drawn as iOS 17's `Marker` is, with no
/// title, in the tint (red by default).
public struct MapMarker: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let tint: Color?

  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    self.coordinate = coordinate
    self.tint = tint
  }

  public var _mapElement: _MapAnnotationElement {
    var element = MapElement(.marker(.pin), at: coordinate)
    element.tint = tint.map { AnyShapeStyle($0) }
    return _MapAnnotationElement(element: element)
  }
}

/// iOS 14's pin, as MapKit's `MapPin`: a ball on a needle whose foot is on the coordinate, in the
/// tint (red by default).
public struct MapPin: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let tint: Color?

  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    self.coordinate = coordinate
    self.tint = tint
  }

  public var _mapElement: _MapAnnotationElement {
    var element = MapElement(.pin, at: coordinate)
    element.tint = tint.map { AnyShapeStyle($0) }
    return _MapAnnotationElement(element: element)
  }
}

/// iOS 14's annotation with a view of the app's own, as MapKit's `MapAnnotation`: the view is
/// drawn with its `anchorPoint` (a unit point of its size, by default its centre) on the
/// coordinate.
nonisolated public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let anchorPoint: CGPoint
  let content: Content

  public init(
    coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5),
    @ViewBuilder content: () -> Content
  ) {
    self.coordinate = coordinate
    self.anchorPoint = anchorPoint
    self.content = content()
  }

  public var _mapElement: _MapAnnotationElement {
    _MapAnnotationElement(
      element: MapElement(
        .annotation(AnyView(content), anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y)), at: coordinate))
  }
}
