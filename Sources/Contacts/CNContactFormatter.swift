import Foundation

/// Writes a contact's name as the Contacts app shows it. Vellum puts the given name first, as
/// for English names (Apple's order follows the name's script and the person's settings): a
/// person's prefix, given, middle and family names and suffix joined by spaces, an
/// organization's name, or nil when there is no name to show.
open class CNContactFormatter: Formatter, @unchecked Sendable {
  public enum Style: Int, Sendable {
    case fullName = 0
    case phoneticFullName = 1
  }

  open var style = Style.fullName

  public override init() { super.init() }
  public required init?(coder: NSCoder) { nil }

  open func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }

  open override func string(for obj: Any?) -> String? {
    (obj as? CNContact).flatMap { string(from: $0) }
  }

  open class func string(from contact: CNContact, style: Style) -> String? {
    if contact.contactType == .organization {
      return contact.organizationName.isEmpty ? nil : contact.organizationName
    }
    let parts =
      switch style {
      case .fullName:
        [contact.namePrefix, contact.givenName, contact.middleName, contact.familyName, contact.nameSuffix]
      case .phoneticFullName:
        [contact.phoneticGivenName, contact.phoneticMiddleName, contact.phoneticFamilyName]
      }
    let name = parts.filter { !$0.isEmpty }.joined(separator: " ")
    return name.isEmpty ? nil : name
  }

  /// The keys a contact must carry to be formatted in `style`.
  open class func descriptorForRequiredKeys(for style: Style) -> any CNKeyDescriptor {
    switch style {
    case .fullName:
      CNKeySet(keys: [
        CNContactTypeKey, CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey,
        CNContactFamilyNameKey, CNContactNameSuffixKey, CNContactOrganizationNameKey,
      ])
    case .phoneticFullName:
      CNKeySet(keys: [
        CNContactTypeKey, CNContactPhoneticGivenNameKey, CNContactPhoneticMiddleNameKey, CNContactPhoneticFamilyNameKey,
      ])
    }
  }

  /// Given name first, as Vellum always writes names.
  open class func nameOrder(for contact: CNContact) -> CNContactDisplayNameOrder { .givenNameFirst }
  /// A space, as between English names.
  open class func delimiter(for contact: CNContact) -> String { " " }
}

/// Which name comes first (raw values as Apple's).
public enum CNContactDisplayNameOrder: Int, Sendable {
  case userDefault = 0
  case givenNameFirst = 1
  case familyNameFirst = 2
}
