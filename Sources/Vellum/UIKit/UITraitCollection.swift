import Foundation

/// The traits a dynamic `UIColor` is asked about; Vellum only varies the interface style.
public struct UITraitCollection: Sendable {
  public var userInterfaceStyle: UIUserInterfaceStyle
  public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

  /// The traits of what is being drawn, as UIKit sets them while it draws: to view code in a
  /// render, the render's colour scheme; to any other code, light.
  public static var current: UITraitCollection {
    UITraitCollection(userInterfaceStyle: isInsideRender ? lock.withLock { rendering } : .light)
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var rendering = UIUserInterfaceStyle.light

  /// Makes `current` a render's scheme; gives back the style to restore afterwards.
  static func beginRender(_ scheme: ColorScheme) -> UIUserInterfaceStyle {
    lock.withLock {
      defer { rendering = scheme == .dark ? .dark : .light }
      return rendering
    }
  }

  static func endRender(restoring previous: UIUserInterfaceStyle) { lock.withLock { rendering = previous } }
}

public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}
