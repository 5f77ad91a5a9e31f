import Foundation

/// A value SwiftUI saves with the scene for state restoration, as in SwiftUI.
///
/// Vellum has no scenes to restore: the property starts at its default value (or `nil` for
/// the optional forms); setting it keeps the new value for this view value only.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, DynamicPropertyStorage {
  let key: String
  /// The value lives as a `@State` does: this view value's copy only.
  let state: State<Value>

  init(value: Value, key: String) {
    self.key = key
    state = State(initialValue: value)
  }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  public var projectedValue: Binding<Value> { state.projectedValue }
}

extension SceneStorage {
  public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(value: wrappedValue, key: key) }
  public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(value: wrappedValue, key: key) }
  public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(value: wrappedValue, key: key) }
  public init(wrappedValue: Value, _ key: String) where Value == String { self.init(value: wrappedValue, key: key) }
  public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(value: wrappedValue, key: key) }
  public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(value: wrappedValue, key: key) }
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(value: wrappedValue, key: key)
  }
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    self.init(value: wrappedValue, key: key)
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String) where Value == Bool? { self.init(value: nil, key: key) }
  public init(_ key: String) where Value == Int? { self.init(value: nil, key: key) }
  public init(_ key: String) where Value == Double? { self.init(value: nil, key: key) }
  public init(_ key: String) where Value == String? { self.init(value: nil, key: key) }
  public init(_ key: String) where Value == URL? { self.init(value: nil, key: key) }
  public init(_ key: String) where Value == Data? { self.init(value: nil, key: key) }
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
    self.init(value: nil, key: key)
  }
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
    self.init(value: nil, key: key)
  }
}
