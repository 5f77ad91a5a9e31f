/// Whether a contact is a person or an organization (raw values as Apple's).
public enum CNContactType: Int, Sendable {
  case person = 0
  case organization = 1
}

/// The order contacts are sorted in (raw values as Apple's).
public enum CNContactSortOrder: Int, Sendable {
  case none = 0
  case userDefault = 1
  case givenName = 2
  case familyName = 3
}
