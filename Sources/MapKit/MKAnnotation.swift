import CoreLocation
import Foundation

/// Something placed on a map at a coordinate, with an optional title and subtitle (optional
/// requirements on iOS; here they default to nil).
public protocol MKAnnotation: NSObjectProtocol {
  var coordinate: CLLocationCoordinate2D { get }
  var title: String? { get }
  var subtitle: String? { get }
}

extension MKAnnotation {
  public var title: String? { nil }
  public var subtitle: String? { nil }
}

/// An annotation that covers an area, drawn by a renderer in a map view.
public protocol MKOverlay: MKAnnotation {
  var boundingMapRect: MKMapRect { get }
}
