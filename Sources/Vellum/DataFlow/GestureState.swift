import Foundation

/// State a gesture updates while it is in progress and resets when it ends, as in SwiftUI.
///
/// A still frame has no gesture in progress, so the value is always the initial one.
/// `$state` is the `GestureState` itself, which SwiftUI passes to `Gesture.updating(_:body:)`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, DynamicPropertyStorage {
  let initialValue: Value
  let reset: (Value, inout Transaction) -> Void

  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, reset: { _, _ in })
  }

  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
  }

  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    initialValue = wrappedValue
    self.reset = reset
  }

  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The initial value: no gesture is in progress in a still frame.
  public var wrappedValue: Value { initialValue }

  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }

  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil, reset: reset)
  }
}
