import Foundation

/// What a notification shows, as UserNotifications' `UNNotificationContent`: read-only; apps
/// fill a `UNMutableNotificationContent` and a request keeps a copy of it.
open class UNNotificationContent: @unchecked Sendable {
  public internal(set) var title = ""
  public internal(set) var subtitle = ""
  public internal(set) var body = ""
  public internal(set) var badge: NSNumber?
  public internal(set) var sound: UNNotificationSound?
  public internal(set) var userInfo: [AnyHashable: Any] = [:]
  public internal(set) var categoryIdentifier = ""
  public internal(set) var threadIdentifier = ""
  public internal(set) var interruptionLevel = UNNotificationInterruptionLevel.active
  public internal(set) var relevanceScore = 0.0
  public internal(set) var attachments: [UNNotificationAttachment] = []

  public init() {}

  /// A read-only copy, as `copy()` gives on Apple platforms.
  func snapshot() -> UNNotificationContent {
    let copy = UNNotificationContent()
    (copy.title, copy.subtitle, copy.body, copy.badge, copy.sound) = (title, subtitle, body, badge, sound)
    (copy.userInfo, copy.categoryIdentifier, copy.threadIdentifier) = (userInfo, categoryIdentifier, threadIdentifier)
    (copy.interruptionLevel, copy.relevanceScore) = (interruptionLevel, relevanceScore)
    copy.attachments = attachments
    return copy
  }
}

/// The content an app fills in for a request, as UserNotifications'.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  override public var title: String {
    get { super.title }
    set { super.title = newValue }
  }
  override public var subtitle: String {
    get { super.subtitle }
    set { super.subtitle = newValue }
  }
  override public var body: String {
    get { super.body }
    set { super.body = newValue }
  }
  override public var badge: NSNumber? {
    get { super.badge }
    set { super.badge = newValue }
  }
  override public var sound: UNNotificationSound? {
    get { super.sound }
    set { super.sound = newValue }
  }
  override public var attachments: [UNNotificationAttachment] {
    get { super.attachments }
    set { super.attachments = newValue }
  }
  override public var userInfo: [AnyHashable: Any] {
    get { super.userInfo }
    set { super.userInfo = newValue }
  }
  override public var categoryIdentifier: String {
    get { super.categoryIdentifier }
    set { super.categoryIdentifier = newValue }
  }
  override public var threadIdentifier: String {
    get { super.threadIdentifier }
    set { super.threadIdentifier = newValue }
  }
  override public var interruptionLevel: UNNotificationInterruptionLevel {
    get { super.interruptionLevel }
    set { super.interruptionLevel = newValue }
  }
  override public var relevanceScore: Double {
    get { super.relevanceScore }
    set { super.relevanceScore = newValue }
  }
}

/// How urgently a notification interrupts, as in UserNotifications.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
  case passive = 0, active, timeSensitive, critical
}

/// The sound a notification plays, as UserNotifications' `UNNotificationSound` (kept; a
/// preview plays nothing).
open class UNNotificationSound: @unchecked Sendable {
  /// The sound's file name; nil for the system's sound.
  let name: UNNotificationSoundName?
  let isCritical: Bool

  init(name: UNNotificationSoundName?, isCritical: Bool) {
    self.name = name
    self.isCritical = isCritical
  }

  /// A sound file in the app's bundle.
  public convenience init(named name: UNNotificationSoundName) { self.init(name: name, isCritical: false) }

  /// The system's notification sound.
  public static let `default` = UNNotificationSound(name: nil, isCritical: false)
  /// The system's sound for critical alerts.
  public static let defaultCritical = UNNotificationSound(name: nil, isCritical: true)
  /// The system's sound for ringtone-style notifications (iOS 15.2).
  public static let defaultRingtone = UNNotificationSound(name: nil, isCritical: false)

  /// A sound file in the app's bundle, for a critical alert.
  public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
    UNNotificationSound(name: name, isCritical: true)
  }
}

/// The file name of a notification sound, as in UserNotifications.
public struct UNNotificationSoundName: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}
