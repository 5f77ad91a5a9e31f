import Foundation

/// A postal address; `CNMutablePostalAddress` is the one apps fill in.
open class CNPostalAddress: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  struct Fields: Hashable {
    var street = "", subLocality = "", city = "", subAdministrativeArea = "", state = "", postalCode = ""
    var country = "", isoCountryCode = ""
  }
  var fields = Fields()

  public override init() { super.init() }

  open var street: String { fields.street }
  open var subLocality: String { fields.subLocality }
  open var city: String { fields.city }
  open var subAdministrativeArea: String { fields.subAdministrativeArea }
  open var state: String { fields.state }
  open var postalCode: String { fields.postalCode }
  open var country: String { fields.country }
  open var isoCountryCode: String { fields.isoCountryCode }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = CNPostalAddress()
    copy.fields = fields
    return copy
  }
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = CNMutablePostalAddress()
    copy.fields = fields
    return copy
  }
  open override func isEqual(_ object: Any?) -> Bool { (object as? CNPostalAddress)?.fields == fields }
  open override var hash: Int { fields.hashValue }
}

/// A postal address whose fields can be set.
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
  open override var street: String {
    get { fields.street }
    set { fields.street = newValue }
  }
  open override var subLocality: String {
    get { fields.subLocality }
    set { fields.subLocality = newValue }
  }
  open override var city: String {
    get { fields.city }
    set { fields.city = newValue }
  }
  open override var subAdministrativeArea: String {
    get { fields.subAdministrativeArea }
    set { fields.subAdministrativeArea = newValue }
  }
  open override var state: String {
    get { fields.state }
    set { fields.state = newValue }
  }
  open override var postalCode: String {
    get { fields.postalCode }
    set { fields.postalCode = newValue }
  }
  open override var country: String {
    get { fields.country }
    set { fields.country = newValue }
  }
  open override var isoCountryCode: String {
    get { fields.isoCountryCode }
    set { fields.isoCountryCode = newValue }
  }
}
