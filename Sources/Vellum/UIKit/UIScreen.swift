import Foundation

/// UIKit's screen, as far as SwiftUI code reads it: `UIScreen.main.bounds` and `.scale`.
///
/// On iOS these are the device's. Vellum answers with the canvas of the render in progress
/// (a device's screen, a fixed size) and its scale; outside a render, or on a fitted canvas,
/// with an iPhone 15's 393×852 pt at @3x.
public final class UIScreen: Sendable {
  public let bounds: CGRect
  public let scale: CGFloat

  init(bounds: CGRect, scale: CGFloat) {
    self.bounds = bounds
    self.scale = scale
  }

  /// The screen of the render in progress, to its view code; the fallback to any other code,
  /// even while a render runs on another thread.
  public static var main: UIScreen { isInsideRender ? lock.withLock { current } : fallback }

  /// The same as `bounds` in points (UIKit's native bounds are in pixels; Vellum keeps points).
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
  public var nativeScale: CGFloat { scale }

  /// Key-value reading, as code reaches UIKit's private `_displayCornerRadius` through it to
  /// round a view like the screen: an iPhone 15's 55 points, whatever device is drawn; nil
  /// for any other key.
  public func value(forKey key: String) -> Any? { key == "_displayCornerRadius" ? CGFloat(55) : nil }

  static let fallback = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
  private static let lock = NSLock()
  nonisolated(unsafe) private static var current = fallback

  /// Makes `UIScreen.main` the canvas of a render (a size of `nil` in either axis: the
  /// fallback's); gives back the screen to restore afterwards.
  static func beginRender(width: CGFloat?, height: CGFloat?, scale: CGFloat) -> UIScreen {
    let size = CGSize(
      width: width.flatMap { $0.isFinite ? $0 : nil } ?? fallback.bounds.width,
      height: height.flatMap { $0.isFinite ? $0 : nil } ?? fallback.bounds.height)
    let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
    return lock.withLock {
      defer { current = screen }
      return current
    }
  }

  static func endRender(restoring previous: UIScreen) { lock.withLock { current = previous } }
}
