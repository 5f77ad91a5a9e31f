import Foundation

/// UIKit's gesture recogniser, as SwiftUI files make one for a `UIViewRepresentable` or read
/// a swipe's direction. Vellum draws no touches: a recogniser keeps its targets and settings,
/// stays `.possible`, and never performs its action.
open class UIGestureRecognizer {
  /// Where a recogniser is in recognising its gesture.
  public enum State: Int, Sendable {
    case possible = 0, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }

  open var state: State = .possible
  open var isEnabled = true
  open var cancelsTouchesInView = true
  open var delaysTouchesBegan = false
  open var delaysTouchesEnded = true
  open internal(set) weak var view: UIView?
  /// Kept (weakly, as UIKit does) and never asked.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  private var targets: [(target: AnyObject?, action: Selector)] = []

  public init() {}

  public init(target: Any?, action: Selector?) {
    if let action { targets.append((target as AnyObject?, action)) }
  }

  open func addTarget(_ target: Any, action: Selector) { targets.append((target as AnyObject, action)) }

  open func removeTarget(_ target: Any?, action: Selector?) {
    targets.removeAll {
      (target == nil || $0.target === target as AnyObject?) && (action == nil || $0.action == action)
    }
  }

  /// Where the gesture is in a view: the origin, as no touch is ever down.
  open func location(in view: UIView?) -> CGPoint { .zero }
  open var numberOfTouches: Int { 0 }
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
}

/// What a gesture recogniser's delegate decides; Vellum never asks it.
public protocol UIGestureRecognizerDelegate: AnyObject {}

/// UIKit's tap recogniser.
open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1
}

/// UIKit's long-press recogniser.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var minimumPressDuration: TimeInterval = 0.5
  open var allowableMovement: CGFloat = 10
  open var numberOfTouchesRequired = 1
}

/// UIKit's pan recogniser: no translation or velocity, as nothing moves in a still frame.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max
  private var translation: CGPoint = .zero

  open func translation(in view: UIView?) -> CGPoint { translation }
  open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// UIKit's pinch recogniser.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  open var scale: CGFloat = 1
  open var velocity: CGFloat { 0 }
}

/// UIKit's swipe recogniser.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe.
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  public var direction: Direction = .right
  public var numberOfTouchesRequired = 1
}
