import Foundation

/// A notification to deliver, as UserNotifications' `UNNotificationRequest`: an identifier,
/// a copy of the content (changing the content afterwards does not change the request, as on
/// Apple platforms) and a trigger (nil: deliver at once). Vellum's centre keeps it pending
/// and delivers nothing.
public final class UNNotificationRequest: @unchecked Sendable {
  public let identifier: String
  public let content: UNNotificationContent
  public let trigger: UNNotificationTrigger?

  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content.snapshot()
    self.trigger = trigger
  }
}

/// When a request is delivered, as UserNotifications' `UNNotificationTrigger`. Vellum's
/// triggers say when they would fire; none ever does.
open class UNNotificationTrigger: @unchecked Sendable {
  public let repeats: Bool
  init(repeats: Bool) { self.repeats = repeats }
}

/// Fires after a number of seconds, as in UserNotifications. As on Apple platforms, the
/// interval must be positive, and at least 60 seconds when it repeats: otherwise it traps.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let timeInterval: TimeInterval

  public init(timeInterval: TimeInterval, repeats: Bool) {
    precondition(timeInterval > 0, "time interval must be greater than 0")
    precondition(!repeats || timeInterval >= 60, "time interval must be at least 60 if repeating")
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }

  /// When it would fire if scheduled now.
  public func nextTriggerDate() -> Date? { Date(timeIntervalSinceNow: timeInterval) }
}

/// Fires when the date matches the components (`hour: 9, minute: 0` is every day at 9:00
/// when it repeats), as in UserNotifications.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let dateComponents: DateComponents

  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }

  /// The next date after now that matches the components, in the components' calendar (or the
  /// current one).
  public func nextTriggerDate() -> Date? {
    (dateComponents.calendar ?? Calendar.current).nextDate(
      after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
  }
}

/// A delivered notification, as UserNotifications' `UNNotification`. Vellum delivers
/// nothing, so none is ever made; the type is here for delegate methods' signatures.
public final class UNNotification: @unchecked Sendable {
  public let date: Date
  public let request: UNNotificationRequest

  init(date: Date, request: UNNotificationRequest) {
    self.date = date
    self.request = request
  }
}

/// The user's answer to a delivered notification, as UserNotifications'
/// `UNNotificationResponse`. Vellum delivers nothing, so none is ever made.
open class UNNotificationResponse: @unchecked Sendable {
  public let notification: UNNotification
  public let actionIdentifier: String

  init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }
}

/// The action identifier of a response to a tap on the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of a response to the notification being dismissed.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
