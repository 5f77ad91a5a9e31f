import Foundation

/// UIKit's application object, as far as SwiftUI code calls it: opening URLs and settings.
/// Vellum draws a still frame with no app around it, so every call is accepted and does
/// nothing; `canOpenURL` answers `false`.
public final class UIApplication: Sendable {
  public static let shared = UIApplication()
  /// UIKit's URL of the app's page in Settings.
  public static let openSettingsURLString = "app-settings:"
  /// UIKit's URL of the app's notification settings (iOS 16+); opening it does nothing in Vellum.
  public static let openNotificationSettingsURLString = "app-settings:notifications"
  /// Options for `open(_:options:completionHandler:)`; none has an effect in Vellum.
  public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(
      rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Accepted; opens nothing, and tells a completion handler `false`.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) {}

  /// Whether some app could open `url`: never, in a render.
  public func canOpenURL(_ url: URL) -> Bool { false }

  /// Sends an action up the responder chain; answers `false`, as no view is first responder
  /// in a still frame (so `#selector(UIResponder.resignFirstResponder)`, the usual way to hide
  /// the keyboard, has nothing to resign).
  @discardableResult
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    false
  }

}
