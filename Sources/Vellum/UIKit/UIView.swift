import Foundation

/// UIKit's view, as far as SwiftUI files that bridge to UIKit use one: its geometry, its
/// place among other views and its layer keep the values given. Vellum draws SwiftUI views
/// only; a `UIView` is never drawn, so a snapshot of one (`drawHierarchy`) draws nothing.
open class UIView: UIResponder {
  open var backgroundColor: UIColor?
  open var isHidden = false
  open var alpha: CGFloat = 1
  open var tintColor: UIColor?
  /// Kept, with `bounds` and `center` following it as in UIKit; Vellum lays out SwiftUI
  /// views only.
  open var frame: CGRect = .zero
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: frame.size) }
    set {
      boundsOrigin = newValue.origin
      frame = CGRect(
        x: frame.midX - newValue.width / 2, y: frame.midY - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  private var boundsOrigin: CGPoint = .zero
  /// The layer behind the view; its properties are kept.
  public let layer = CALayer()
  open var clipsToBounds = false
  open var isUserInteractionEnabled = true
  open var translatesAutoresizingMaskIntoConstraints = true
  open private(set) weak var superview: UIView?
  open private(set) var subviews: [UIView] = []
  /// Kept; a still frame has no touches to recognise.
  open var gestureRecognizers: [UIGestureRecognizer]?
  /// How a hosting controller's view measures its SwiftUI root (`UIHostingController.view`).
  var _idealSize: (() -> CGSize)?

  public override init() { super.init() }
  public convenience init(frame: CGRect) {
    self.init()
    self.frame = frame
  }

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }
  open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view = self
    gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
  }

  open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.view = nil }
  }

  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// The size the view would like: a hosting controller's view gives its SwiftUI root's ideal
  /// size, as UIKit does; other views have none (`noIntrinsicMetric`, -1).
  open var intrinsicContentSize: CGSize {
    _idealSize?() ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
  public static let noIntrinsicMetric: CGFloat = -1
  open func sizeThatFits(_ size: CGSize) -> CGSize { _idealSize?() ?? bounds.size }
  /// Resizes the view to `sizeThatFits(bounds.size)`, as UIKit does.
  open func sizeToFit() { bounds = CGRect(origin: bounds.origin, size: sizeThatFits(bounds.size)) }
  open func layoutIfNeeded() {}
  open func setNeedsLayout() {}
  open func setNeedsDisplay() {}
  open func layoutSubviews() {}
  /// Draws nothing and answers `false`, as UIKit answers when it has no image of the view:
  /// Vellum never draws a `UIView`.
  @discardableResult
  open func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool { false }
  /// Never called: Vellum loads no nib or storyboard.
  open func awakeFromNib() {}
  /// How a representable of this view class is drawn: nil for the placeholder (with a
  /// diagnostic); a view class whose empty state is known (WebKit's web view, white before
  /// it loads) gives that fill instead.
  open class var _previewFill: Color? { nil }
  /// What a representable of this class draws in the offered space: the fill, if any; a class
  /// whose empty look is more than a colour (PassKit's payment button) gives a view.
  open class var _previewContent: AnyView? { _previewFill.map { AnyView($0) } }
}

/// Core Animation's layer, as SwiftUI files set one up through `view.layer`: the values are
/// kept; nothing is drawn and `render(in:)` draws nothing.
open class CALayer {
  open var cornerRadius: CGFloat = 0
  open var masksToBounds = false
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor?
  open var backgroundColor: CGColor?
  open var shadowColor: CGColor?
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var opacity: Float = 1
  public init() {}
  open func render(in context: CGContext) {}
}
