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
  let box: State<Value>.Box

  init(value: Value, key: String) {
    self.key = key
    box = State<Value>.Box(value)
  }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
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

extension View {
  /// Names the `UserDefaults` that `@AppStorage` inside this view uses, as in SwiftUI.
  /// Accepted; Vellum's `@AppStorage` never touches `UserDefaults`.
  public func defaultAppStorage(_ store: UserDefaults) -> some View { self }
}
