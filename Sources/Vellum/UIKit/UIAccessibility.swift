import Foundation

/// UIKit's accessibility settings and announcements, as SwiftUI files call them
/// (`UIAccessibility.post(notification: .announcement, argument: "Saved")`,
/// `if UIAccessibility.isVoiceOverRunning { … }`).
///
/// Vellum's device has every setting off, as the environment's accessibility values are
/// (`\.accessibilityReduceTransparency` and the rest), and nothing listens: a posted
/// notification is accepted and dropped.
public enum UIAccessibility {
  /// What a posted accessibility notification asks assistive technologies to do.
  public struct Notification: Hashable, Sendable, RawRepresentable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Accepted and dropped: no VoiceOver runs in a preview.
  public static func post(notification: Notification, argument: Any?) {}

  public static var isVoiceOverRunning: Bool { false }
  public static var isSwitchControlRunning: Bool { false }
  public static var isReduceMotionEnabled: Bool { false }
  public static var isReduceTransparencyEnabled: Bool { false }
  public static var isBoldTextEnabled: Bool { false }
  public static var isDarkerSystemColorsEnabled: Bool { false }
  public static var isInvertColorsEnabled: Bool { false }
  public static var shouldDifferentiateWithoutColor: Bool { false }
  public static var buttonShapesEnabled: Bool { false }

  /// Posted when VoiceOver starts or stops: never, in a preview.
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Posted when Reduce Motion changes: never, in a preview.
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}
