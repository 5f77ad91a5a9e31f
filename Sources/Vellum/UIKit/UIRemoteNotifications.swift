import Foundation

extension UIApplication {
  /// Asks Apple's push service for a device token, as UIKit's; a preview has no push service,
  /// so the app delegate never hears back (neither a token nor a failure) and the app stays
  /// unregistered.
  public func registerForRemoteNotifications() {}

  /// Gives up push notifications; there is nothing to give up in a preview.
  public func unregisterForRemoteNotifications() {}

  /// Whether the app holds a device token: never, in a preview.
  public var isRegisteredForRemoteNotifications: Bool { false }
}
