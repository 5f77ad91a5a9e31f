import Foundation

/// Whether the user can edit a view's content, as in SwiftUI (iOS).
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active

  /// Whether the mode is `.active` or `.transient`.
  public var isEditing: Bool { self != .inactive }
}

enum EditModeKey: EnvironmentKey {
  static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
  /// A binding to the edit mode, or `nil` (the default, as in SwiftUI outside a container
  /// that sets it).
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }
}
