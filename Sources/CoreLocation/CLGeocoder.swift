import Contacts
import Foundation

/// What a geocoder hands back: the placemarks found, or an error.
public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

/// Core Location's geocoder, on a device that cannot reach Apple's servers: every request
/// fails with `CLError.network` (code 2 in `kCLErrorDomain`, what iOS reports offline), the
/// completion handler called at once on the calling thread (iOS calls it later, on the main
/// thread), and the `async` forms throw it.
open class CLGeocoder: NSObject, @unchecked Sendable {
  /// Never true: requests fail at once.
  open var isGeocoding: Bool { false }

  public override init() { super.init() }

  open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
    completionHandler(nil, CLError(.network))
  }
  open func reverseGeocodeLocation(
    _ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    completionHandler(nil, CLError(.network))
  }
  open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { throw CLError(.network) }
  open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws
    -> [CLPlacemark]
  {
    throw CLError(.network)
  }

  open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
    completionHandler(nil, CLError(.network))
  }
  open func geocodeAddressString(
    _ addressString: String, in region: CLRegion?, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    completionHandler(nil, CLError(.network))
  }
  open func geocodeAddressString(
    _ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
    completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    completionHandler(nil, CLError(.network))
  }
  open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { throw CLError(.network) }
  open func geocodeAddressString(_ addressString: String, in region: CLRegion?) async throws -> [CLPlacemark] {
    throw CLError(.network)
  }
  open func geocodeAddressString(_ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?)
    async throws -> [CLPlacemark]
  {
    throw CLError(.network)
  }

  open func geocodePostalAddress(
    _ postalAddress: CNPostalAddress, completionHandler: @escaping CLGeocodeCompletionHandler
  ) {
    completionHandler(nil, CLError(.network))
  }
  open func geocodePostalAddress(_ postalAddress: CNPostalAddress) async throws -> [CLPlacemark] {
    throw CLError(.network)
  }

  /// Nothing is in flight to cancel.
  open func cancelGeocode() {}
}
