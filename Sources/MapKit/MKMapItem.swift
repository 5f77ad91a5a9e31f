import CoreLocation
import Foundation

/// A place on a map with its name and details, as MapKit's `MKMapItem`. Apps make them from
/// placemarks; searches find none in a preview, and nothing opens in Maps.
open class MKMapItem: NSObject, @unchecked Sendable {
  open var placemark: MKPlacemark
  open var name: String?
  open var phoneNumber: String?
  open var url: URL?
  open var timeZone: TimeZone?
  open var pointOfInterestCategory: MKPointOfInterestCategory?
  open private(set) var isCurrentLocation = false

  public init(placemark: MKPlacemark) {
    self.placemark = placemark
    name = placemark.name
    super.init()
  }

  public override convenience init() { self.init(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D())) }

  /// The item for the device's location, which a preview does not know: at (0, 0), as iOS's
  /// placemark is before a location arrives.
  open class func forCurrentLocation() -> MKMapItem {
    let item = MKMapItem()
    item.isCurrentLocation = true
    item.name = "My Location"
    return item
  }

  /// Maps cannot be opened from a preview: `false`.
  @discardableResult
  open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
  @discardableResult
  open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// The keys of `openInMaps(launchOptions:)`.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
