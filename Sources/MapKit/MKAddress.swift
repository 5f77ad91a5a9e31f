import CoreLocation
import Foundation

/// A map item's address as iOS 26 gives it, as MapKit's `MKAddress`: the full and short
/// forms as text.
open class MKAddress: NSObject, @unchecked Sendable {
  open var fullAddress: String
  open var shortAddress: String?

  public init?(fullAddress: String, shortAddress: String?) {
    guard !fullAddress.isEmpty else { return nil }
    self.fullAddress = fullAddress
    self.shortAddress = shortAddress
    super.init()
  }
}

/// Ways to write a map item's address (iOS 26), as MapKit's `MKAddressRepresentations`,
/// made here from the item's placemark (street, city, state, postcode, country).
open class MKAddressRepresentations: NSObject, @unchecked Sendable {
  let lines: [String]
  let city: String?
  let region: String?

  init?(placemark: CLPlacemark) {
    let street = [placemark.subThoroughfare, placemark.thoroughfare].compactMap { $0 }.joined(separator: " ")
    let locality = [placemark.locality, placemark.administrativeArea, placemark.postalCode].compactMap { $0 }
      .joined(separator: " ")
    lines = [street, locality].filter { !$0.isEmpty }
    city = placemark.locality
    region = placemark.country
    if lines.isEmpty && region == nil { return nil }
    super.init()
  }

  /// The address on one line (comma-separated) or several, with or without the country.
  open func fullAddress(includingRegion: Bool, singleLine: Bool) -> String? {
    let parts = lines + (includingRegion ? [region].compactMap { $0 } : [])
    return parts.isEmpty ? nil : parts.joined(separator: singleLine ? ", " : "\n")
  }

  open var cityName: String? { city }
  open var cityWithContext: String? { [city, region].compactMap { $0 }.joined(separator: ", ") }
  open var regionName: String? { region }
}

extension MKMapItem {
  /// The item's place as a location (iOS 26).
  public var location: CLLocation {
    CLLocation(latitude: placemark.coordinate.latitude, longitude: placemark.coordinate.longitude)
  }

  /// Ways to write the item's address (iOS 26), or nil when its placemark has none.
  public var addressRepresentations: MKAddressRepresentations? { MKAddressRepresentations(placemark: placemark) }

  /// The item's address (iOS 26), or nil when its placemark has none.
  public var address: MKAddress? {
    addressRepresentations.flatMap { representations in
      representations.fullAddress(includingRegion: true, singleLine: true).flatMap {
        MKAddress(fullAddress: $0, shortAddress: representations.fullAddress(includingRegion: false, singleLine: true))
      }
    }
  }

  /// An item at a location with an address (iOS 26).
  public convenience init(location: CLLocation, address: MKAddress?) {
    self.init(placemark: MKPlacemark(coordinate: location.coordinate))
  }
}
