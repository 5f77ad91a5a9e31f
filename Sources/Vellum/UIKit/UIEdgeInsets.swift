import Foundation

/// UIKit's insets of a rectangle's edges, as helper extensions read a window's
/// `safeAreaInsets` (SwiftUI's own is `EdgeInsets`, whose sides are leading and trailing).
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// No inset on any edge.
  public static let zero = UIEdgeInsets()
}

extension CGRect {
  /// The rectangle with each edge moved in by its inset, as UIKit's `inset(by:)`.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

extension UIView {
  /// Always `.zero`: Vellum lays out no UIKit view, a window included (on iOS a window's are
  /// the device's: 59 points on top and 34 below on an iPhone 15 in portrait).
  public var safeAreaInsets: UIEdgeInsets { .zero }
}
