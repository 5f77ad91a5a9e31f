import Foundation
import Vellum

/// The floating palette of tools, as PencilKit's `PKToolPicker`. It shows while the responder
/// it is made visible for is first responder; nothing becomes first responder in a preview,
/// so it never shows (`isVisible` is `false`) and is not drawn. It keeps its selected tool,
/// ruler and observers, and tells the observers when the app changes the tool or the ruler.
open class PKToolPicker {
  /// The tool chosen in the palette: a black pen at first.
  open var selectedTool: any PKTool = PKInkingTool(.pen, color: .black) {
    didSet { each { $0.toolPickerSelectedToolDidChange(self) } }
  }
  open var isRulerActive = false {
    didSet { each { $0.toolPickerIsRulerActiveDidChange(self) } }
  }
  /// `false`: no responder is first responder in a still frame.
  open private(set) var isVisible = false
  open var showsDrawingPolicyControls = true
  open var colorUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  open var prefersPencilOnlyDrawing = false
  open var stateAutosaveName: String?
  open var maximumSupportedContentVersion = PKContentVersion.latest

  private struct WeakObserver {
    weak var observer: (any PKToolPickerObserver)?
  }
  private var observers: [WeakObserver] = []
  private var responders: [ObjectIdentifier: Bool] = [:]

  public init() {}

  nonisolated(unsafe) private static let sharedPicker = PKToolPicker()

  /// The picker of a window (deprecated in iOS 14 for `init()`); one per process.
  open class func shared(for window: UIWindow) -> PKToolPicker? { sharedPicker }

  /// Shows the picker while the responder is first responder; kept (it never is one).
  open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) {
    responders[ObjectIdentifier(responder)] = visible
    isVisible = visible && responder.isFirstResponder
  }

  /// Whether the picker is set to show for the responder.
  open func isVisible(forFirstResponder responder: UIResponder) -> Bool {
    responders[ObjectIdentifier(responder)] ?? false
  }

  /// Keeps the observer, weakly, to tell of tool and ruler changes.
  open func addObserver(_ observer: any PKToolPickerObserver) {
    observers = observers.filter { $0.observer != nil && $0.observer !== observer } + [WeakObserver(observer: observer)]
  }

  open func removeObserver(_ observer: any PKToolPickerObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
  }

  /// The part of the view the picker covers: none, as it is not shown.
  open func frameObscured(in view: UIView) -> CGRect { .null }

  private func each(_ body: (any PKToolPickerObserver) -> Void) {
    for observer in observers.compactMap(\.observer) { body(observer) }
  }
}

/// What a tool picker tells its observers, as in PencilKit; every method has a default that
/// does nothing.
public protocol PKToolPickerObserver: AnyObject {
  func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker)
  func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker)
  func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker)
  func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker)
}

extension PKToolPickerObserver {
  public func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) {}
  public func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker) {}
  public func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker) {}
  public func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker) {}
}
