import Foundation

/// Gives a control its value, as WidgetKit's `ControlValueProvider`: `previewValue` for the
/// gallery, `currentValue()` for the control.
public protocol ControlValueProvider: Sendable {
  associatedtype Value: Sendable
  var previewValue: Value { get }
  func currentValue() async throws -> Value
}
