import CoreLocation
import Foundation
import Vellum

/// MapKit's UIKit map view, as a `UIViewRepresentable` wraps it. It keeps its region, camera,
/// annotations and overlays and tells its delegate nothing; a representable of it is drawn as
/// the standard map style's flat land (see `MapStyle`), without its annotations or overlays
/// (draw them with SwiftUI's `Map` to see them).
open class MKMapView: UIView {
  open weak var delegate: (any MKMapViewDelegate)?
  open var mapType: MKMapType = .standard
  open var region = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 39.5, longitude: -98.35),
    span: MKCoordinateSpan(latitudeDelta: 26, longitudeDelta: 60))
  open var centerCoordinate: CLLocationCoordinate2D {
    get { region.center }
    set { region.center = newValue }
  }
  open var camera = MKMapCamera()
  open var visibleMapRect: MKMapRect {
    get { MapViewport.rect(of: region) }
    set { region = MKCoordinateRegion(newValue) }
  }
  open var showsUserLocation = false
  open var userTrackingMode: MKUserTrackingMode = .none
  /// The device's location, which a preview does not know.
  open var userLocation = MKUserLocation()
  open var isUserLocationVisible: Bool { false }
  open var isZoomEnabled = true
  open var isScrollEnabled = true
  open var isRotateEnabled = true
  open var isPitchEnabled = true
  open var showsCompass = true
  open var showsScale = false
  open var showsTraffic = false
  open var showsBuildings = true
  open var pointOfInterestFilter: MKPointOfInterestFilter?
  open private(set) var annotations: [any MKAnnotation] = []
  open private(set) var overlays: [any MKOverlay] = []
  open var selectedAnnotations: [any MKAnnotation] = []

  public override init() { super.init() }

  open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
  open func setCamera(_ camera: MKMapCamera, animated: Bool) { self.camera = camera }
  open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) { visibleMapRect = mapRect }
  open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
    visibleMapRect = mapRect
  }
  open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }
  /// Frames the annotations: the region becomes their bounding rectangle.
  open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
    let rect = annotations.reduce(MKMapRect.null) {
      $0.union(MKMapRect(origin: MKMapPoint($1.coordinate), size: MKMapSize()))
    }
    if !rect.isNull { visibleMapRect = rect }
  }
  open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }

  /// The coordinate at a point of the view: the region fitted into `frame` as a map draws it
  /// (the view is never laid out in a preview, so with no frame set every point is the centre).
  open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
    let viewport = MapViewport.fitting(
      MapViewport.rect(of: region), around: MKMapPoint(region.center), size: frame.size)
    return MKMapPoint(
      x: viewport.anchor.x + Double(point.x - viewport.screenAnchor.x) / viewport.scale,
      y: viewport.anchor.y + Double(point.y - viewport.screenAnchor.y) / viewport.scale
    ).coordinate
  }

  /// The point of the view a coordinate is drawn at, as `convert(_:toCoordinateFrom:)` reads it.
  open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
    MapViewport.fitting(MapViewport.rect(of: region), around: MKMapPoint(region.center), size: frame.size)
      .point(coordinate)
  }

  open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
  open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
  open func removeAnnotation(_ annotation: any MKAnnotation) {
    annotations.removeAll { $0 === annotation }
  }
  open func removeAnnotations(_ annotations: [any MKAnnotation]) {
    self.annotations.removeAll { kept in annotations.contains { $0 === kept } }
  }
  open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
  open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) { selectedAnnotations = [] }
  /// No annotation has a view: none is drawn.
  open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { nil }

  open func addOverlay(_ overlay: any MKOverlay) { overlays.append(overlay) }
  open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) { overlays.append(overlay) }
  open func addOverlays(_ overlays: [any MKOverlay]) { self.overlays += overlays }
  open func removeOverlay(_ overlay: any MKOverlay) { overlays.removeAll { $0 === overlay } }
  open func removeOverlays(_ overlays: [any MKOverlay]) {
    self.overlays.removeAll { kept in overlays.contains { $0 === kept } }
  }
  open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? { nil }

  /// Kept; annotation views are never made.
  open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {}
  /// Nil: no view is ever queued for reuse.
  open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
  /// A new view of the class registered (an `MKMarkerAnnotationView`, as Vellum keeps no
  /// registry).
  open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation)
    -> MKAnnotationView
  {
    MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
  }

  /// The standard style's land, as a preview draws a map.
  open override class var _previewFill: Color? { MapStyle.standard.land }
}

/// What a map view tells its delegate; every method is optional, as on iOS, and a preview's map
/// view calls none.
public protocol MKMapViewDelegate: NSObjectProtocol {
  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
  func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
  func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
  func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
  func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
  func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIView)
}

extension MKMapViewDelegate {
  public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
  public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
    MKOverlayRenderer(overlay: overlay)
  }
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
  public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
  public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
  public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
  public func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIView
  ) {}
}

/// The kinds of map a map view shows (all drawn as flat land in a preview).
public enum MKMapType: UInt, Sendable {
  case standard = 0
  case satellite = 1
  case hybrid = 2
  case satelliteFlyover = 3
  case hybridFlyover = 4
  case mutedStandard = 5
}

/// Whether a map view follows the user's location.
public enum MKUserTrackingMode: Int, Sendable {
  case none = 0
  case follow = 1
  case followWithHeading = 2
}

/// The device's location as a map view's annotation; a preview's has none.
open class MKUserLocation: NSObject, MKAnnotation, @unchecked Sendable {
  open var location: CLLocation? { nil }
  open var heading: CLHeading? { nil }
  open var isUpdating: Bool { false }
  open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
  open var title: String? = "My Location"
  open var subtitle: String?
}
