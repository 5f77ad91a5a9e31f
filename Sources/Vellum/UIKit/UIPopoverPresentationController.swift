import Foundation

/// Where a controller presented as a popover points, as UIKit's
/// `UIPopoverPresentationController`. On an iPhone in portrait a share sheet or an action sheet
/// is presented full width from the bottom, not as a popover, so a controller's
/// `popoverPresentationController` is nil there, as in Vellum: code that sets `sourceView`
/// through it (for iPad) compiles and does nothing.
open class UIPopoverPresentationController {
  open var sourceView: UIView?
  open var sourceRect: CGRect = .zero
  open var permittedArrowDirections: UIPopoverArrowDirection = .any

  public init() {}
}

/// The sides a popover's arrow may point from, as UIKit's.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

extension UIViewController {
  /// Nil: an iPhone in portrait presents nothing as a popover (see
  /// `UIPopoverPresentationController`).
  public var popoverPresentationController: UIPopoverPresentationController? { nil }
}
