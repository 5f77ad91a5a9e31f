/// Whether the app may read the person's contacts (raw values as Apple's; `.limited` is iOS 18's
/// access to the contacts the person chose).
public enum CNAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case restricted = 1
  case denied = 2
  case authorized = 3
  case limited = 4
}

/// What kind of data an authorization is for: contacts, the only kind there is.
public enum CNEntityType: Int, Sendable {
  case contacts = 0
}
