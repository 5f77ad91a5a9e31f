import Contacts
import Foundation

/// A place's address and names, as Core Location's `CLPlacemark`. Geocoding finds none in a
/// preview; MapKit's `MKPlacemark` makes them from a coordinate and an address.
open class CLPlacemark: NSObject, @unchecked Sendable {
  open internal(set) var location: CLLocation?
  open internal(set) var region: CLRegion?
  open internal(set) var timeZone: TimeZone?
  open internal(set) var name: String?
  open internal(set) var thoroughfare: String?
  open internal(set) var subThoroughfare: String?
  open internal(set) var locality: String?
  open internal(set) var subLocality: String?
  open internal(set) var administrativeArea: String?
  open internal(set) var subAdministrativeArea: String?
  open internal(set) var postalCode: String?
  open internal(set) var isoCountryCode: String?
  open internal(set) var country: String?
  open internal(set) var inlandWater: String?
  open internal(set) var ocean: String?
  open internal(set) var areasOfInterest: [String]?
  open internal(set) var postalAddress: CNPostalAddress?

  /// A copy of another placemark.
  public init(placemark: CLPlacemark) {
    super.init()
    copy(from: placemark)
  }

  /// A placemark at a location with an address's parts (for `MKPlacemark`; not Apple's API).
  package init(location: CLLocation?, name: String?, postalAddress: CNPostalAddress?) {
    self.location = location
    self.name = name
    self.postalAddress = postalAddress
    if let postalAddress {
      thoroughfare = postalAddress.street.isEmpty ? nil : postalAddress.street
      locality = postalAddress.city.isEmpty ? nil : postalAddress.city
      subLocality = postalAddress.subLocality.isEmpty ? nil : postalAddress.subLocality
      administrativeArea = postalAddress.state.isEmpty ? nil : postalAddress.state
      subAdministrativeArea = postalAddress.subAdministrativeArea.isEmpty ? nil : postalAddress.subAdministrativeArea
      postalCode = postalAddress.postalCode.isEmpty ? nil : postalAddress.postalCode
      country = postalAddress.country.isEmpty ? nil : postalAddress.country
      isoCountryCode = postalAddress.isoCountryCode.isEmpty ? nil : postalAddress.isoCountryCode.uppercased()
    }
    super.init()
  }

  func copy(from other: CLPlacemark) {
    (location, region, timeZone, name) = (other.location, other.region, other.timeZone, other.name)
    (thoroughfare, subThoroughfare, locality, subLocality) =
      (other.thoroughfare, other.subThoroughfare, other.locality, other.subLocality)
    (administrativeArea, subAdministrativeArea, postalCode) =
      (other.administrativeArea, other.subAdministrativeArea, other.postalCode)
    (isoCountryCode, country, inlandWater, ocean) = (
      other.isoCountryCode, other.country, other.inlandWater, other.ocean
    )
    (areasOfInterest, postalAddress) = (other.areasOfInterest, other.postalAddress)
  }
}
