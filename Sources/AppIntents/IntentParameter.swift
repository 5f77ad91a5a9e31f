import Foundation
import Vellum

/// A value the person (or Shortcuts) gives an intent, as AppIntents' `@Parameter`: the system
/// fills it before it runs the intent, or from a widget's edit sheet, asking with its
/// `requestValueDialog`. In a preview nobody fills it: it holds its `default:` (an optional
/// parameter holds `nil`, an array one what it is given), or what the app sets. Reading a
/// required parameter that has no value stops the program, as iOS never runs an intent with
/// one missing. It is a class, as in AppIntents: a `let` intent's parameters can be set, and
/// copies of an intent share them.
///
/// Where Vellum differs: one set of initialisers serves every value type (AppIntents has one
/// per kind of value, `inputOptions:` only for strings, `requestDisambiguationDialog:` only
/// for entities and enums), so a combination Apple's compiler refuses may compile here.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable {
  public let title: LocalizedStringResource
  public let description: LocalizedStringResource?
  /// What Siri asks when the parameter has no value.
  public let requestValueDialog: IntentDialog?
  /// What Siri asks when several values could be meant.
  public let requestDisambiguationDialog: IntentDialog?
  /// How the keyboard behaves for a text parameter.
  public let inputOptions: String.IntentInputOptions?
  var value: Value?

  public var wrappedValue: Value {
    get {
      if let value { return value }
      if let optional = Value.self as? any ExpressibleByNilLiteral.Type,
        let none = optional.init(nilLiteral: ()) as? Value
      {
        return none
      }
      fatalError("the intent parameter \"\(title.key)\" has no value")
    }
    set { value = newValue }
  }

  public var projectedValue: IntentParameter<Value> { self }

  /// A parameter, with the value it starts with if it has a default.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
    inputOptions: String.IntentInputOptions? = nil, controlStyle: IntentParameterControlStyle = .field,
    inclusiveRange: (lowerBound: Value, upperBound: Value)? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.title = title
    self.description = description
    value = defaultValue
    self.inputOptions = inputOptions
    self.requestValueDialog = requestValueDialog
    self.requestDisambiguationDialog = requestDisambiguationDialog
  }

  /// A parameter whose default is written as the property's initial value.
  public convenience init(
    wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    inputOptions: String.IntentInputOptions? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: wrappedValue, inputOptions: inputOptions,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog)
  }

  /// A parameter whose values Shortcuts offers from a provider, as AppIntents'
  /// `optionsProvider:`; nobody asks it for options in a preview.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
    requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: Provider
  ) {
    self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
  }

  /// The error that asks for the parameter's value, as AppIntents' `needsValueError(_:)`: an
  /// intent throws it from `perform()`, and Siri asks again.
  public func needsValueError(_ dialog: IntentDialog? = nil) -> some Error {
    IntentParameterRequest(title: title, dialog: dialog ?? requestValueDialog)
  }

  /// Asks the person for the value, as AppIntents' `requestValue(_:)`. Nobody answers in a
  /// preview: it throws the same error as `needsValueError`.
  public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
    throw IntentParameterRequest(title: title, dialog: dialog ?? requestValueDialog)
  }

  /// Asks the person which of the values they meant. Nobody answers in a preview: it throws.
  public func requestDisambiguation<Item>(among items: [Item], dialog: IntentDialog? = nil) async throws -> Item {
    throw IntentParameterRequest(title: title, dialog: dialog ?? requestDisambiguationDialog)
  }
}

/// What asking for a parameter's value throws in a preview, where nobody can answer.
struct IntentParameterRequest: Error, CustomStringConvertible {
  let title: LocalizedStringResource
  let dialog: IntentDialog?
  var description: String { "the intent parameter \"\(title.key)\" needs a value" }
}

/// The values Shortcuts offers for a parameter, as AppIntents' `DynamicOptionsProvider`.
public protocol DynamicOptionsProvider: Sendable {
  associatedtype Result
  init()
  func results() async throws -> Result
}

/// How a number parameter is entered in Shortcuts, as AppIntents' control styles.
public enum IntentParameterControlStyle: Sendable {
  case field, slider, stepper
}

/// Whether a parameter takes its value from the previous action in a shortcut, as AppIntents'
/// `InputConnectionBehavior`; no shortcut runs in a preview.
public struct InputConnectionBehavior: Sendable, Equatable {
  let name: String
  public static let `default` = InputConnectionBehavior(name: "default")
  public static let connectToPreviousIntentResult = InputConnectionBehavior(name: "connectToPreviousIntentResult")
  public static let never = InputConnectionBehavior(name: "never")
}

extension String {
  /// How the keyboard behaves for a text parameter, as AppIntents' `String.IntentInputOptions`.
  public struct IntentInputOptions: Sendable {
    public var keyboardType: KeyboardType
    public var capitalizationType: CapitalizationType
    public var multiline: Bool
    public var autocorrect: Bool
    public var smartQuotes: Bool
    public var smartDashes: Bool

    public init(
      keyboardType: KeyboardType = .default, capitalizationType: CapitalizationType = .sentences,
      multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true
    ) {
      self.keyboardType = keyboardType
      self.capitalizationType = capitalizationType
      self.multiline = multiline
      self.autocorrect = autocorrect
      self.smartQuotes = smartQuotes
      self.smartDashes = smartDashes
    }

    public enum KeyboardType: Sendable {
      case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
    }

    public enum CapitalizationType: Sendable {
      case none, words, sentences, allCharacters
    }
  }
}
