/// Whether the app may write a type of health data (raw values as Apple's).
public enum HKAuthorizationStatus: Int, Sendable {
  case notDetermined = 0
  case sharingDenied = 1
  case sharingAuthorized = 2
}
