import Foundation

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
  /// What a representable of this class draws in the offered space: the fill, if any; a class
  /// whose empty look is more than a colour (PassKit's payment button) gives a view.
  open class var _previewContent: AnyView? { _previewFill.map { AnyView($0) } }
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  /// The controller this one presents; Vellum shows none, so it is only recorded.
  open var presentedViewController: UIViewController?
  /// How the controller is presented (a picker set to `.fullScreen`): recorded only.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  open var isModalInPresentation = false
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

/// How UIKit presents a controller, as UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}

/// How UIKit animates a presentation, as UIKit's `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical = 0
  case flipHorizontal = 1
  case crossDissolve = 2
  case partialCurl = 3
}
