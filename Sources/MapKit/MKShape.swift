import CoreLocation
import Foundation

/// A shape on a map with a title and subtitle, as MapKit's abstract `MKShape`.
open class MKShape: NSObject, MKAnnotation, @unchecked Sendable {
  open var title: String?
  open var subtitle: String?
  /// The shape's centre; (0, 0) for the abstract shape.
  open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
  public override init() { super.init() }
}

/// A titled point on a map, as MapKit's `MKPointAnnotation`.
open class MKPointAnnotation: MKShape, @unchecked Sendable {
  private var point = CLLocationCoordinate2D()
  open override var coordinate: CLLocationCoordinate2D {
    get { point }
    set { point = newValue }
  }

  public override init() { super.init() }

  public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
    super.init()
    point = coordinate
    self.title = title
    self.subtitle = subtitle
  }
}
