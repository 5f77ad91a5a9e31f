/// Whether an app may read or add to the photo library, as in Photos.
public enum PHAuthorizationStatus: Int, Sendable {
  case notDetermined = 0, restricted, denied, authorized, limited
}

/// The access an app asks for, as in Photos.
public enum PHAccessLevel: Int, Sendable {
  case addOnly = 1, readWrite = 2
}
