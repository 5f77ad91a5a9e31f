import CoreLocation
import Foundation

/// MapKit's camera class, for `MKMapView` and `MapCamera(_:)`.
open class MKMapCamera: NSObject, @unchecked Sendable {
  open var centerCoordinate = CLLocationCoordinate2D()
  open var centerCoordinateDistance: CLLocationDistance = 1000
  open var heading: CLLocationDirection = 0
  open var pitch: CGFloat = 0
  /// The camera's height; with no pitch, its distance.
  open var altitude: CLLocationDistance {
    get { centerCoordinateDistance }
    set { centerCoordinateDistance = newValue }
  }

  public override init() { super.init() }

  public convenience init(
    lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
    pitch: CGFloat, heading: CLLocationDirection
  ) {
    self.init()
    self.centerCoordinate = centerCoordinate
    centerCoordinateDistance = distance
    self.pitch = pitch
    self.heading = heading
  }
}
