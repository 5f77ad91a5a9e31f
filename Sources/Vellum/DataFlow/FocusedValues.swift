import Foundation

/// A key for a value the focused view publishes, as in SwiftUI (and what `@Entry` in an
/// `extension FocusedValues` expands to).
public protocol FocusedValueKey {
  associatedtype Value
}

/// Values published by the focused view and its ancestors, as in SwiftUI.
///
/// Vellum has no focus, so nothing publishes: every value is `nil` unless set directly.
public struct FocusedValues {
  var storage: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { storage[ObjectIdentifier(key)].map { $0 as! Key.Value } }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}

/// Reads a value the focused view publishes, as in SwiftUI. Always `nil` in Vellum: no view
/// has focus in a still frame.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty, DynamicPropertyStorage {
  let read: (FocusedValues) -> Value?

  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    read = { $0[keyPath: keyPath] }
  }

  /// Reads an `@Observable` object the focused view publishes with `.focusedValue(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { _ in nil }
  }

  public var wrappedValue: Value? { read(FocusedValues()) }
}

/// Reads a binding the focused view publishes, as in SwiftUI. Always `nil` in Vellum; setting
/// it does nothing.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty, DynamicPropertyStorage {
  let read: (FocusedValues) -> Binding<Value>?

  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
    read = { $0[keyPath: keyPath] }
  }

  public var wrappedValue: Value? {
    get { read(FocusedValues())?.wrappedValue }
    nonmutating set {
      if let newValue { read(FocusedValues())?.wrappedValue = newValue }
    }
  }

  public var projectedValue: Binding<Value?> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}

nonisolated extension View {
  /// Publishes a value while this view has focus, as in SwiftUI. Accepted; nothing has focus.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
    self
  }

  /// Publishes a value, or `nil`, while this view has focus. Accepted; nothing has focus.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
    self
  }

  /// Publishes an `@Observable` object while this view has focus. Accepted; nothing has focus.
  public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }

  /// Publishes a value while this view's scene is focused. Accepted.
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
    self
  }
}
