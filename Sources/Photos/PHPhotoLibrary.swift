import Foundation

/// The person's photo library, as Photos' `PHPhotoLibrary`. A preview has no photo library
/// and shows no prompt: nobody is asked, so the status stays `.notDetermined`, a request
/// answers `.denied` (as when the person declines), and every change fails with
/// `PHPhotosError` `.accessUserDenied`. Handlers are called at once, on the calling thread
/// (iOS calls them later, on another queue). Observers are kept and never told of a change.
public final class PHPhotoLibrary: @unchecked Sendable {
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
  @discardableResult
  public static func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { .denied }

  /// The older forms without an access level (deprecated in iOS 14), answered the same way.
  public static func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
  public static func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
    handler(.denied)
  }

  /// Does not run the changes (nothing may be changed) and calls the handler at once with
  /// `false` and `PHPhotosError` `.accessUserDenied`.
  public func performChanges(
    _ changeBlock: @escaping () -> Void, completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil
  ) {
    completionHandler?(false, PHPhotosError(.accessUserDenied))
  }

  /// Throws `PHPhotosError` `.accessUserDenied` without running the changes.
  public func performChanges(_ changeBlock: @escaping @Sendable () -> Void) async throws {
    throw PHPhotosError(.accessUserDenied)
  }

  /// Throws `PHPhotosError` `.accessUserDenied` without running the changes.
  public func performChangesAndWait(_ changeBlock: () -> Void) throws {
    throw PHPhotosError(.accessUserDenied)
  }

  /// Keeps the observer, weakly, as Photos does; no change ever comes, so it is never called.
  public func register(_ observer: any PHPhotoLibraryChangeObserver) {
    lock.withLock { observers = observers.filter { $0.observer != nil } + [WeakObserver(observer: observer)] }
  }

  public func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {
    lock.withLock { observers.removeAll { $0.observer == nil || $0.observer === observer } }
  }

  /// Keeps the observer of the limited-library selection; it is never called.
  public func register(_ observer: any PHPhotoLibraryAvailabilityObserver) {}
  public func unregisterAvailabilityObserver(_ observer: any PHPhotoLibraryAvailabilityObserver) {}

  /// Why the library cannot be used, or nil: nil, since it is there (and empty).
  public var unavailabilityReason: (any Error)? { nil }

  /// The observers registered and still alive.
  public var _registeredChangeObservers: [any PHPhotoLibraryChangeObserver] {
    lock.withLock { observers.compactMap(\.observer) }
  }

  private struct WeakObserver {
    weak var observer: (any PHPhotoLibraryChangeObserver)?
  }
  private let lock = NSLock()
  private var observers: [WeakObserver] = []
}

/// What is told when the library changes, as in Photos; a preview's library never changes.
public protocol PHPhotoLibraryChangeObserver: AnyObject {
  func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// What is told when the library becomes unavailable, as in Photos; never called.
public protocol PHPhotoLibraryAvailabilityObserver: AnyObject {
  func photoLibraryDidBecomeUnavailable(_ photoLibrary: PHPhotoLibrary)
}
