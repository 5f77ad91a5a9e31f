import Foundation

/// UIKit's responder, the superclass of `UIView`, as far as a SwiftUI file's UIKit subclass
/// overrides its text-input members. A still frame has no keyboard and no focus: nothing
/// becomes first responder, and the input mode is nil.
open class UIResponder {
  public init() {}
  open var isFirstResponder: Bool { false }
  /// Answers `false`: nothing takes the keyboard in a render.
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  @discardableResult open func resignFirstResponder() -> Bool { true }
  /// The undo manager up the responder chain: nil, as UIKit answers for a responder in no
  /// window (Vellum has none).
  open var undoManager: UndoManager? { nil }
  /// The identifier UIKit remembers the keyboard under; nil, as UIKit's default.
  open var textInputContextIdentifier: String? { nil }
  /// The keyboard shown for this responder; nil, as there is none.
  open var textInputMode: UITextInputMode? { nil }
  /// Motion events, as a shake-detecting override receives them; a still frame sends none.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
}
