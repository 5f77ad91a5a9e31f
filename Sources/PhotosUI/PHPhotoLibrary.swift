/// The user's photo library, as Photos' `PHPhotoLibrary` (which `import PhotosUI` brings).
/// A preview has none: nobody is asked for access, so the status stays `.notDetermined` and a
/// request answers `.denied`.
public final class PHPhotoLibrary: Sendable {
  private static let library = PHPhotoLibrary()
  private init() {}

  /// The library (one per process).
  public static func shared() -> PHPhotoLibrary { library }

  /// `.notDetermined`: nobody has been asked.
  public static func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }

  /// Calls the handler at once with `.denied`: no prompt is shown, so nothing is granted.
  public static func requestAuthorization(
    for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void
  ) {
    handler(.denied)
  }

  /// `.denied`: no prompt is shown, so nothing is granted.
  public static func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { .denied }

  /// The older forms without an access level (deprecated in iOS 14), answered the same way.
  public static func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
  public static func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
    handler(.denied)
  }
}

/// The access an app asks for, as in Photos.
public enum PHAccessLevel: Int, Sendable {
  case addOnly = 1, readWrite = 2
}

/// Whether an app may read or add to the photo library, as in Photos.
public enum PHAuthorizationStatus: Int, Sendable {
  case notDetermined = 0, restricted, denied, authorized, limited
}
