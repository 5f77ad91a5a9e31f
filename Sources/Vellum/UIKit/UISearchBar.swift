import Foundation

/// UIKit's search bar, as far as SwiftUI files name it: as a container for a text field's
/// appearance proxy, and for its own appearance. Vellum draws a `searchable` field itself, so
/// these settings are kept and never drawn.
open class UISearchBar: UIView {
  open var placeholder: String?
  open var text: String?
  open var searchTextField = UITextField()
  /// Kept; a search bar in a representable is drawn as its placeholder, so nothing is typed
  /// and the delegate is never called.
  open weak var delegate: UISearchBarDelegate?
  open var searchBarStyle: Style = .default
  open var showsCancelButton = false
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences

  /// How the bar is drawn in UIKit.
  public enum Style: Int, Sendable {
    case `default`, prominent, minimal
  }
  nonisolated(unsafe) static let proxy = UISearchBar()
  /// The appearance proxy: settings are kept and never drawn.
  public static func appearance() -> UISearchBar { proxy }
}

/// What a search bar tells its delegate, as UIKit's `UISearchBarDelegate`; every method is
/// optional (empty here), and Vellum never calls one.
public protocol UISearchBarDelegate: AnyObject {
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
}

extension UISearchBarDelegate {
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
}
