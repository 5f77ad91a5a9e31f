import Foundation

enum IsToolbarItemKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether the view is an item of a navigation bar or bottom toolbar. iOS 18 draws a
  /// destructive button there in the tint, not in red (issue 28, measured on iOS 18 renders).
  var isToolbarItem: Bool {
    get { self[IsToolbarItemKey.self] }
    set { self[IsToolbarItemKey.self] = newValue }
  }
}
