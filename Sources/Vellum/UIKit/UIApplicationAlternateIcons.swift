import Foundation

/// UIKit's alternate app icons. A preview has no Home Screen: the name chosen is kept in the
/// process's memory (nil, the primary icon, when the preview starts), so a settings screen
/// that shows which icon is chosen draws its choice; no icon changes, and no alert is shown.
/// UIKit checks the name against the icons the app's Info.plist or asset catalog declares,
/// which a preview does not read, so every name is accepted.
extension UIApplication {
  nonisolated(unsafe) private static var chosenIconName: String?
  private static let iconLock = NSLock()

  /// Whether the app may change its icon: true, as on an iPhone.
  public var supportsAlternateIcons: Bool { true }

  /// The alternate icon chosen, or nil for the primary one.
  public var alternateIconName: String? { Self.iconLock.withLock { Self.chosenIconName } }

  /// Chooses an alternate icon (nil for the primary one) and calls `completionHandler` with no
  /// error, at once (UIKit calls it on the main queue after its alert). Main-actor code, as
  /// all of UIKit's `UIApplication` is.
  @MainActor public func setAlternateIconName(
    _ alternateIconName: String?, completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil
  ) {
    Self.iconLock.withLock { Self.chosenIconName = alternateIconName }
    guard let completionHandler else { return }
    completionHandler(nil)
  }

  /// Chooses an alternate icon (nil for the primary one).
  public func setAlternateIconName(_ alternateIconName: String?) async throws {
    Self.iconLock.withLock { Self.chosenIconName = alternateIconName }
  }
}
