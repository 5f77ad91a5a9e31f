import Foundation

enum IsUnderNavigationBarKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether the view lays out below a visible navigation bar. A grouped list's first header
  /// sits lower there than at the top of a bare screen (ListMetrics.firstHeaderTop). Set for
  /// everything inside a navigation stack, also where a child hides the bar.
  var isUnderNavigationBar: Bool {
    get { self[IsUnderNavigationBarKey.self] }
    set { self[IsUnderNavigationBarKey.self] = newValue }
  }
}
