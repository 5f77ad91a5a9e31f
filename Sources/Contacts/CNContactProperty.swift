import Foundation

/// One property of a contact (a phone number, an email address), as a contact picker reports
/// the one the person chose.
open class CNContactProperty: NSObject, @unchecked Sendable {
  public let contact: CNContact
  public let key: String
  public let value: Any?
  public let identifier: String?
  public let label: String?

  public init(contact: CNContact, key: String, value: Any?, identifier: String? = nil, label: String? = nil) {
    (self.contact, self.key, self.value, self.identifier, self.label) = (contact, key, value, identifier, label)
    super.init()
  }
}
