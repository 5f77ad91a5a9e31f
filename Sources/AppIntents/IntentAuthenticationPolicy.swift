import Foundation

/// Who may run an intent while the device is locked, as AppIntents'
/// `IntentAuthenticationPolicy`; nothing runs an intent in a preview.
public enum IntentAuthenticationPolicy: Sendable {
  case alwaysAllowed, requiresAuthentication, requiresLocalDeviceAuthentication
}

/// Where an intent may run, as AppIntents' `IntentModes` (iOS 26): in the background, or with
/// the app in front. Nothing runs an intent in a preview.
public struct IntentModes: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let background = IntentModes(rawValue: 1 << 0)
  public static let foreground = IntentModes(rawValue: 1 << 1)
}
