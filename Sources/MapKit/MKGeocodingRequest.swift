import CoreLocation
import Foundation

/// Finds the map items at a location (iOS 26's replacement for `CLGeocoder`), as MapKit's
/// `MKReverseGeocodingRequest`. Like MapKit's other services, it needs Apple's servers, which
/// a preview cannot reach: `mapItems` throws `MKError.serverFailure`.
open class MKReverseGeocodingRequest: NSObject, @unchecked Sendable {
  public let location: CLLocation
  open private(set) var isCancelled = false
  open var isLoading: Bool { false }
  open var preferredLocale: Locale?

  /// nil for a location with invalid coordinates, as MapKit's.
  public init?(location: CLLocation) {
    guard CLLocationCoordinate2DIsValid(location.coordinate) else { return nil }
    self.location = location
    super.init()
  }

  open var mapItems: [MKMapItem] {
    get async throws { throw MKError(.serverFailure) }
  }

  open func getMapItems(completionHandler: @escaping ([MKMapItem]?, (any Error)?) -> Void) {
    completionHandler(nil, MKError(.serverFailure))
  }

  open func cancel() { isCancelled = true }
}

/// Finds the map items for an address (iOS 26), as MapKit's `MKGeocodingRequest`; fails as
/// `MKReverseGeocodingRequest` does.
open class MKGeocodingRequest: NSObject, @unchecked Sendable {
  public let addressString: String
  open private(set) var isCancelled = false
  open var isLoading: Bool { false }
  open var region: MKCoordinateRegion?
  open var preferredLocale: Locale?

  /// nil for an empty address, as MapKit's.
  public init?(addressString: String) {
    guard !addressString.isEmpty else { return nil }
    self.addressString = addressString
    super.init()
  }

  open var mapItems: [MKMapItem] {
    get async throws { throw MKError(.serverFailure) }
  }

  open func getMapItems(completionHandler: @escaping ([MKMapItem]?, (any Error)?) -> Void) {
    completionHandler(nil, MKError(.serverFailure))
  }

  open func cancel() { isCancelled = true }
}
