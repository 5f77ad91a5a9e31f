import Foundation

/// Formats a postal address on lines, as the Contacts app shows it. Vellum writes every address
/// in the United States' order (street; city, state and postal code; country); Apple's follows
/// the address's country.
open class CNPostalAddressFormatter: NSObject, @unchecked Sendable {
  public enum Style: Int, Sendable {
    case mailingAddress = 0
  }

  open var style = Style.mailingAddress

  public override init() { super.init() }

  open func string(from postalAddress: CNPostalAddress) -> String {
    Self.string(from: postalAddress, style: style)
  }

  open class func string(from postalAddress: CNPostalAddress, style: Style) -> String {
    let region = [postalAddress.state, postalAddress.postalCode].filter { !$0.isEmpty }.joined(separator: " ")
    let town = [postalAddress.city, region].filter { !$0.isEmpty }.joined(separator: " ")
    return [postalAddress.street, town, postalAddress.country].filter { !$0.isEmpty }.joined(separator: "\n")
  }
}
