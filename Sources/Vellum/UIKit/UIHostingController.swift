import Foundation

/// UIKit's view, as far as SwiftUI files that bridge to UIKit declare one. Vellum draws
/// SwiftUI views only; a `UIView` holds values and is never drawn.
open class UIView: UIResponder {
  open var backgroundColor: UIColor?
  open var isHidden = false
  open var alpha: CGFloat = 1
  open var tintColor: UIColor?
  /// Kept; Vellum lays out SwiftUI views only.
  open var frame: CGRect = .zero
  public override init() { super.init() }
  public convenience init(frame: CGRect) {
    self.init()
    self.frame = frame
  }
  /// Never called: Vellum loads no nib or storyboard.
  open func awakeFromNib() {}
  /// How a representable of this view class is drawn: nil for the placeholder (with a
  /// diagnostic); a view class whose empty state is known (WebKit's web view, white before
  /// it loads) gives that fill instead.
  open class var _previewFill: Color? { nil }
}

/// UIKit's view controller, as far as SwiftUI files subclass one. Vellum calls none of its
/// life-cycle methods.
open class UIViewController {
  open var title: String?
  open var view: UIView! = UIView()
  public init() {}
  open func viewDidLoad() {}
  /// How a representable of this controller class is drawn: nil for the placeholder (with a
  /// diagnostic); a controller whose empty state is known (AVKit's player, black with
  /// nothing loaded) gives that fill instead.
  open class var _previewFill: Color? { nil }
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  /// The controller this one presents; Vellum shows none, so it is only recorded.
  open var presentedViewController: UIViewController?
  /// Presents a controller (a share sheet, a picker): recorded, never shown, and the
  /// completion runs at once.
  open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = controller
    completion?()
  }
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = nil
    completion?()
  }
}

/// A view controller that shows a SwiftUI view, as in SwiftUI; a file that declares a
/// subclass compiles. Vellum previews the root view itself, not the controller.
open class UIHostingController<Content: View>: UIViewController {
  public var rootView: Content

  public init(rootView: Content) {
    self.rootView = rootView
    super.init()
  }

  public required init?(coder aDecoder: NSCoder) { nil }
}
