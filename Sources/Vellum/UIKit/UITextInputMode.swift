import Foundation

/// A keyboard the user has enabled (UIKit). A preview has none: `activeInputModes` is empty.
open class UITextInputMode {
  /// The keyboard's language, as a BCP 47 tag (`"en-US"`, or `"emoji"` for the emoji keyboard).
  open var primaryLanguage: String? { nil }
  public init() {}
  /// The keyboards the user has enabled: none, in a render.
  open class var activeInputModes: [UITextInputMode] { [] }
}
