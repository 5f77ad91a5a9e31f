import Foundation

/// UIKit's search bar, as far as SwiftUI files name it: as a container for a text field's
/// appearance proxy, and for its own appearance. Vellum draws a `searchable` field itself, so
/// these settings are kept and never drawn.
open class UISearchBar: UIView {
  open var placeholder: String?
  open var searchTextField = UITextField()
  nonisolated(unsafe) static let proxy = UISearchBar()
  /// The appearance proxy: settings are kept and never drawn.
  public static func appearance() -> UISearchBar { proxy }
}
