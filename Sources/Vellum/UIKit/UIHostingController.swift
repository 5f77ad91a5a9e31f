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

  /// The root view's size for a proposal, as UIKit measures a hosting controller (a view
  /// snapshot sizes its image so): Vellum lays the SwiftUI view out and answers its size.
  open func sizeThatFits(in size: CGSize) -> CGSize {
    let proposal = ProposedViewSize(
      width: size.width.isFinite && size.width < .greatestFiniteMagnitude ? size.width : nil,
      height: size.height.isFinite && size.height < .greatestFiniteMagnitude ? size.height : nil)
    return LayoutSnapshot(of: rootView, proposal: proposal).size
  }

  /// The hosting view, measured as the root view's ideal size (`intrinsicContentSize`).
  open override var view: UIView! {
    get {
      let view = super.view
      let rootView = rootView
      view?._idealSize = { LayoutSnapshot(of: rootView, proposal: .unspecified).size }
      return view
    }
    set { super.view = newValue }
  }
}
