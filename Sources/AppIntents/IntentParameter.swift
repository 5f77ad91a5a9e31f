import Foundation
import Vellum

/// A value the person (or Shortcuts) gives an intent, as AppIntents' `@Parameter`: the system
/// fills it before it runs the intent, or from a widget's edit sheet. In a preview nobody
/// fills it: it holds its `default:` (an optional one holds `nil`), or what the app sets.
/// Reading a required parameter that has no value stops the program, as iOS never runs an
/// intent with one missing. It is a class, as in AppIntents: a `let` intent's parameters can
/// be set, and copies of an intent share them.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
  public let title: LocalizedStringResource
  public let description: LocalizedStringResource?
  var value: Value?

  public var wrappedValue: Value {
    get {
      guard let value else { fatalError("the intent parameter \"\(title.key)\" has no value") }
      return value
    }
    set { value = newValue }
  }

  public var projectedValue: IntentParameter<Value> { self }

  init(title: LocalizedStringResource, description: LocalizedStringResource?, value: Value?) {
    self.title = title
    self.description = description
    self.value = value
  }

  /// A parameter the system must fill (or that the app sets).
  public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
    self.init(title: title, description: description, value: nil)
  }

  /// A parameter with the value it starts with.
  public convenience init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value
  ) {
    self.init(title: title, description: description, value: defaultValue)
  }

  public convenience init(
    wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil
  ) {
    self.init(title: title, description: description, default: wrappedValue)
  }
}

extension IntentParameter where Value: ExpressibleByNilLiteral {
  /// An optional parameter: `nil` until it is given a value.
  public convenience init(title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
    self.init(title: title, description: description, value: .some(nil))
  }
}
