import Foundation

/// Dismisses the current presentation, as in SwiftUI: `@Environment(\.dismiss) var dismiss`,
/// then `dismiss()`. Vellum presents nothing, so calling it does nothing.
public struct DismissAction: Sendable {
  init() {}
  public func callAsFunction() {}
}

enum DismissActionKey: EnvironmentKey { static let defaultValue = DismissAction() }

extension EnvironmentValues {
  /// Dismisses the current presentation; does nothing in Vellum.
  public var dismiss: DismissAction { self[DismissActionKey.self] }
}
