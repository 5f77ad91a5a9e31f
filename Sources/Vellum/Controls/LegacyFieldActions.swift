import Foundation

// The iOS 13 field initialisers with editing and commit actions (deprecated in SwiftUI, and
// still common in public code). A render types nothing, so the actions never run.

extension TextField where Label == Text {
  /// A field with an editing-changed action and an optional commit action.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(titleKey, text: text)
  }

  /// A field with a commit action (return pressed).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(titleKey, text: text)
  }

  /// A field titled by a string, with an editing-changed and an optional commit action.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, text: text)
  }

  /// A field titled by a string, with a commit action.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(title, text: text)
  }
}

extension TextField where Label == Text {
  /// A field showing a value through a `Formatter`, with an editing-changed and an optional
  /// commit action.
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void = {}
  ) {
    self.init(titleKey, value: value, formatter: formatter)
  }

  /// A field titled by a string, showing a value through a `Formatter`, with an
  /// editing-changed and an optional commit action.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, value: value, formatter: formatter)
  }
}

extension SecureField where Label == Text {
  /// A secure field with a commit action (return pressed).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(titleKey, text: text)
  }

  /// A secure field titled by a string, with a commit action.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(title, text: text)
  }
}
