/// What an app asks `LAContext` to check (raw values as Apple's).
public enum LAPolicy: Int, Sendable {
  /// Face ID, Touch ID or Optic ID only.
  case deviceOwnerAuthenticationWithBiometrics = 1
  /// Biometrics, falling back to the device passcode.
  case deviceOwnerAuthentication = 2
  case deviceOwnerAuthenticationWithWatch = 3
  case deviceOwnerAuthenticationWithBiometricsOrWatch = 4
  case deviceOwnerAuthenticationWithWristDetection = 5
}

/// The kind of biometrics a device has. A preview has none.
public enum LABiometryType: Int, Sendable {
  case none = 0
  case touchID = 1
  case faceID = 2
  case opticID = 4
}
