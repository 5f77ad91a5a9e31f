import Foundation

/// The app's notification centre, as UserNotifications' `UNUserNotificationCenter`: apps ask
/// it for permission, schedule requests and set a delegate.
///
/// A preview has no notification centre, so Vellum's delivers nothing. Nobody is asked for
/// permission: `requestAuthorization` answers `false` with no error and the status stays
/// `.notDetermined`. Added requests are kept in memory and stay pending for the life of the
/// process (`pendingNotificationRequests()` returns them); no trigger fires, nothing is
/// delivered, and the delegate is kept but never called. Completion handlers are called at
/// once, on the calling thread (Apple's are called later, on a background queue).
public final class UNUserNotificationCenter: @unchecked Sendable {
  private static let shared = UNUserNotificationCenter()
  /// Guards `pending` and `storedDelegate`: apps use the centre from any thread.
  private let lock = NSLock()
  private var pending: [UNNotificationRequest] = []
  private weak var storedDelegate: (any UNUserNotificationCenterDelegate)?

  private init() {}

  /// The app's centre (one per process).
  public static func current() -> UNUserNotificationCenter { shared }

  /// Kept (weakly, as Apple's), never called: nothing is presented or answered.
  public var delegate: (any UNUserNotificationCenterDelegate)? {
    get { lock.withLock { storedDelegate } }
    set { lock.withLock { storedDelegate = newValue } }
  }

  // MARK: Authorization

  /// Answers `false` with no error at once: no permission prompt is shown, so nothing is granted.
  public func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
  ) {
    completionHandler(false, nil)
  }

  /// Returns `false`: no permission prompt is shown, so nothing is granted.
  public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

  /// Settings with the status `.notDetermined` and every setting `.disabled`.
  public func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
    completionHandler(UNNotificationSettings())
  }

  /// Settings with the status `.notDetermined` and every setting `.disabled`.
  public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

  // MARK: Pending requests

  /// Keeps the request as pending (replacing a pending one with the same identifier, as
  /// Apple's does) and calls the handler with no error. It is never delivered.
  public func add(
    _ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    keep(request)
    completionHandler?(nil)
  }

  /// Keeps the request as pending (replacing one with the same identifier). It is never delivered.
  public func add(_ request: UNNotificationRequest) async throws { keep(request) }

  /// The requests added and not removed, in the order they were added.
  public func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
    completionHandler(lock.withLock { pending })
  }

  /// The requests added and not removed, in the order they were added.
  public func pendingNotificationRequests() async -> [UNNotificationRequest] { lock.withLock { pending } }

  public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    let removed = Set(identifiers)
    lock.withLock { pending.removeAll { removed.contains($0.identifier) } }
  }

  public func removeAllPendingNotificationRequests() { lock.withLock { pending.removeAll() } }

  private func keep(_ request: UNNotificationRequest) {
    lock.withLock {
      pending.removeAll { $0.identifier == request.identifier }
      pending.append(request)
    }
  }

  // MARK: Delivered notifications and the badge

  /// None: nothing is delivered.
  public func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
    completionHandler([])
  }

  /// None: nothing is delivered.
  public func deliveredNotifications() async -> [UNNotification] { [] }

  /// Accepted: nothing is delivered, so there is nothing to remove.
  public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}

  /// Accepted: nothing is delivered, so there is nothing to remove.
  public func removeAllDeliveredNotifications() {}

  /// Accepted and inert: a preview has no app icon to badge.
  public func setBadgeCount(
    _ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    completionHandler?(nil)
  }

  /// Accepted and inert: a preview has no app icon to badge.
  public func setBadgeCount(_ newBadgeCount: Int) async throws {}
}

/// What the user allowed, as UserNotifications' `UNNotificationSettings`. Vellum's centre
/// never asks, so the status is `.notDetermined` and each setting `.disabled`.
public final class UNNotificationSettings: Sendable {
  public let authorizationStatus = UNAuthorizationStatus.notDetermined
  public let alertSetting = UNNotificationSetting.disabled
  public let soundSetting = UNNotificationSetting.disabled
  public let badgeSetting = UNNotificationSetting.disabled
  public let lockScreenSetting = UNNotificationSetting.disabled
  public let notificationCenterSetting = UNNotificationSetting.disabled
  public let criticalAlertSetting = UNNotificationSetting.disabled
  public let alertStyle = UNAlertStyle.none

  init() {}
}

/// Whether the app may post notifications, as in UserNotifications.
public enum UNAuthorizationStatus: Int, Sendable {
  case notDetermined = 0, denied, authorized, provisional, ephemeral
}

/// Whether one kind of alert is allowed, as in UserNotifications.
public enum UNNotificationSetting: Int, Sendable {
  case notSupported = 0, disabled, enabled
}

/// How alerts are shown, as in UserNotifications.
public enum UNAlertStyle: Int, Sendable {
  case none = 0, banner, alert
}
