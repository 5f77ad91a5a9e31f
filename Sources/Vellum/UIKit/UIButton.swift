import Foundation

/// UIKit's button, as SwiftUI files subclass it or wrap it in a `UIViewRepresentable`. Its
/// titles, colours and images per state are kept; Vellum draws the representable, not the
/// button (see `UIViewRepresentable`).
open class UIButton: UIControl {
  /// The kind of button `init(type:)` makes.
  public enum ButtonType: Int, Sendable {
    case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close = 7
    public static let plain = ButtonType.custom
  }

  public private(set) var buttonType: ButtonType = .custom
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]

  public override init() { super.init() }

  public convenience init(type buttonType: ButtonType) {
    self.init()
    self.buttonType = buttonType
  }

  /// A system button whose title and image come from the action, which runs on
  /// `.primaryActionTriggered`.
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction {
      setTitle(primaryAction.title, for: .normal)
      setImage(primaryAction.image, for: .normal)
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
  /// The title for a state, falling back to the normal state's, as in UIKit.
  open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
  open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
  open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
  open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
  open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
  open var currentTitle: String? { title(for: state) }
  open var currentImage: UIImage? { image(for: state) }
}
