import Foundation

/// A value SwiftUI keeps in `UserDefaults` under a key, as in SwiftUI.
///
/// Differs from SwiftUI on purpose: Vellum never reads or writes `UserDefaults` (nor the
/// `store:` you pass), so a render does not depend on the machine it runs on. The property
/// starts at its default value (or `nil` for the optional forms); setting it keeps the new
/// value for this view value only.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, DynamicPropertyStorage {
  let key: String
  /// The value lives as a `@State` does: this view value's copy only.
  let state: State<Value>

  init(value: Value, key: String) {
    self.key = key
    state = State(keeping: value)
  }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage {
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(value: wrappedValue, key: key)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(value: wrappedValue, key: key)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(value: wrappedValue, key: key)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(value: wrappedValue, key: key)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(value: wrappedValue, key: key)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(value: wrappedValue, key: key)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(value: wrappedValue, key: key)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(value: wrappedValue, key: key)
  }
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(value: wrappedValue, key: key)
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(value: nil, key: key)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(value: nil, key: key)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(value: nil, key: key)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(value: nil, key: key)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(value: nil, key: key)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(value: nil, key: key)
  }
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(value: nil, key: key)
  }
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
    self.init(value: nil, key: key)
  }
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
    self.init(value: nil, key: key)
  }
}

nonisolated extension View {
  /// Names the `UserDefaults` that `@AppStorage` inside this view uses, as in SwiftUI.
  /// Accepted; Vellum's `@AppStorage` never touches `UserDefaults`.
  public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
