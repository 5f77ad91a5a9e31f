import Foundation

/// UIKit's text field, as SwiftUI files subclass it and wrap it in a `UIViewRepresentable`
/// (emoji fields, fields that take focus at once). It keeps the values it is given; Vellum
/// draws a representable as a placeholder, so the field itself is never drawn, never edited
/// and never tells its delegate anything.
open class UITextField: UIControl {
  /// The border UIKit draws around a field.
  public enum BorderStyle: Int, Sendable {
    case none = 0, line, bezel, roundedRect
  }

  /// When UIKit shows a field's clear button.
  public enum ViewMode: Int, Sendable {
    case never = 0, whileEditing, unlessEditing, always
  }

  open var text: String? = ""
  open var placeholder: String?
  open var font: UIFont?
  open var textColor: UIColor?
  open var textAlignment: NSTextAlignment = .natural
  open var borderStyle: BorderStyle = .none
  open var clearButtonMode: ViewMode = .never
  open var keyboardType: UIKeyboardType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var isSecureTextEntry = false
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0
  /// Kept (weakly, as UIKit does) and never called.
  open weak var delegate: (any UITextFieldDelegate)?
  /// Whether the field is being edited: never, in a render.
  open var isEditing: Bool { false }

  public override init() { super.init() }
}
