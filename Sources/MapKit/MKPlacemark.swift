import Contacts
import CoreLocation
import Foundation

/// A placemark at a coordinate, as MapKit's `MKPlacemark`: what apps make to build map items.
open class MKPlacemark: CLPlacemark, MKAnnotation, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D

  public init(coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    super.init(
      location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: nil,
      postalAddress: nil)
  }

  /// A placemark with an address dictionary (Contacts' `CNPostalAddress…Key` names: "Street",
  /// "City", "State", "ZIP", "Country", "ISOCountryCode").
  public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
    self.coordinate = coordinate
    let address = CNMutablePostalAddress()
    let dictionary = addressDictionary ?? [:]
    address.street = dictionary["Street"] as? String ?? ""
    address.city = dictionary["City"] as? String ?? ""
    address.state = dictionary["State"] as? String ?? ""
    address.postalCode = dictionary["ZIP"] as? String ?? ""
    address.country = dictionary["Country"] as? String ?? ""
    address.isoCountryCode = dictionary["ISOCountryCode"] as? String ?? ""
    super.init(
      location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: nil,
      postalAddress: addressDictionary == nil ? nil : address)
  }

  public init(coordinate: CLLocationCoordinate2D, postalAddress: CNPostalAddress) {
    self.coordinate = coordinate
    super.init(
      location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: nil,
      postalAddress: postalAddress)
  }

  public override init(placemark: CLPlacemark) {
    let location = placemark.location
    coordinate = location?.coordinate ?? CLLocationCoordinate2D()
    super.init(placemark: placemark)
  }

  /// The placemark's name, shown as an annotation's title.
  open var title: String? { name }
  open var subtitle: String? { nil }

  /// The country code, as `isoCountryCode`.
  open var countryCode: String? { isoCountryCode }
}
