import Foundation

enum IsInListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether the view is the content of a `List` or `Form` row. Controls whose look changes
  /// in a row read it (iOS: a menu `Picker` shows its label leading and its value trailing).
  var isInListRow: Bool {
    get { self[IsInListRowKey.self] }
    set { self[IsInListRowKey.self] = newValue }
  }
}
