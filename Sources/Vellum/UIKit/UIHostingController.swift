import Foundation

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
