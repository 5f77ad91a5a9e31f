import Foundation

/// UIKit's token for extra time in the background.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

extension UIApplication {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var nextTask = 1
  nonisolated(unsafe) private static var idleTimerDisabled = false

  /// Begins extra background time: a new identifier, as UIKit gives while the app is in the
  /// foreground; a render never goes to the background, so the expiration handler is never
  /// called.
  public func beginBackgroundTask(expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil)
    -> UIBackgroundTaskIdentifier
  {
    Self.lock.withLock {
      defer { Self.nextTask += 1 }
      return UIBackgroundTaskIdentifier(rawValue: Self.nextTask)
    }
  }

  public func beginBackgroundTask(
    withName taskName: String?, expirationHandler handler: (@MainActor @Sendable () -> Void)? = nil
  ) -> UIBackgroundTaskIdentifier {
    beginBackgroundTask(expirationHandler: handler)
  }

  public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}

  /// The time left in the background: unlimited, as UIKit answers in the foreground.
  public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

  /// Whether the screen may dim while the app runs; kept, and has no effect on a render.
  public var isIdleTimerDisabled: Bool {
    get { Self.lock.withLock { Self.idleTimerDisabled } }
    set { Self.lock.withLock { Self.idleTimerDisabled = newValue } }
  }
}
