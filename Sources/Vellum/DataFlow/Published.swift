import Foundation

/// A property of an `ObservableObject` that announces its changes, as in SwiftUI (Combine).
///
/// Vellum stores the value; it has no Combine, so `$property` is a small stand-in
/// `Published.Publisher` that only hands back the current value.
@propertyWrapper
public struct Published<Value> {
  /// Stands in for Combine's publisher of a `@Published` property's values.
  public struct Publisher {
    let value: Value
    /// The value the property held when the publisher was made.
    public var currentValue: Value { value }
  }

  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(initialValue: Value) { self.wrappedValue = initialValue }

  /// The stand-in publisher of this property's values.
  public var projectedValue: Publisher {
    get { Publisher(value: wrappedValue) }
    set { wrappedValue = newValue.value }
  }
}

extension Published: Sendable where Value: Sendable {}
extension Published.Publisher: Sendable where Value: Sendable {}
