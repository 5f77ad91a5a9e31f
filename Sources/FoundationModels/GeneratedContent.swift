import Foundation

/// Structured output of the model, as FoundationModels' `GeneratedContent`: null, a boolean,
/// a number, a string, an array or a structure of named properties, with JSON in and out.
/// Vellum's is only ever made by the app's own code (no model generates any).
public struct GeneratedContent: Sendable, Equatable, CustomDebugStringConvertible {
  /// What the content is.
  public enum Kind: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([GeneratedContent])
    case structure(properties: [String: GeneratedContent], orderedKeys: [String])
  }

  public var kind: Kind
  public var id: GenerationID?
  /// Whether the content was generated completely; content the app makes is complete.
  public var isComplete: Bool { true }

  public init(kind: Kind, id: GenerationID? = nil) {
    self.kind = kind
    self.id = id
  }

  /// A value's content.
  public init(_ value: some ConvertibleToGeneratedContent) {
    self = value.generatedContent
  }

  /// A value's content with an identity.
  public init(_ value: some ConvertibleToGeneratedContent, id: GenerationID) {
    self = value.generatedContent
    self.id = id
  }

  /// A structure whose properties keep the order given.
  public init(properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>, id: GenerationID? = nil) {
    var values: [String: GeneratedContent] = [:]
    var keys: [String] = []
    for (key, value) in properties {
      if values[key] == nil { keys.append(key) }
      values[key] = value.generatedContent
    }
    self.init(kind: .structure(properties: values, orderedKeys: keys), id: id)
  }

  /// An array of the elements' content.
  public init<S: Sequence>(elements: S, id: GenerationID? = nil) where S.Element == any ConvertibleToGeneratedContent {
    self.init(kind: .array(elements.map(\.generatedContent)), id: id)
  }

  /// Content read from JSON text, properties in their order; throws `decodingFailure` when
  /// the text is not JSON.
  public init(json: String) throws {
    var reader = JSONReader(text: Array(json.unicodeScalars))
    guard let content = reader.readDocument() else {
      throw LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "not JSON: \(json)"))
    }
    self = content
  }

  /// The content as JSON text, properties in their order.
  public var jsonString: String {
    switch kind {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value):
      return value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    case .string(let value):
      var escaped = "\""
      for scalar in value.unicodeScalars {
        switch scalar {
        case "\"": escaped += "\\\""
        case "\\": escaped += "\\\\"
        case "\n": escaped += "\\n"
        case "\r": escaped += "\\r"
        case "\t": escaped += "\\t"
        case _ where scalar.value < 0x20: escaped += String(format: "\\u%04x", scalar.value)
        default: escaped.unicodeScalars.append(scalar)
        }
      }
      return escaped + "\""
    case .array(let elements): return "[" + elements.map(\.jsonString).joined(separator: ", ") + "]"
    case .structure(let properties, let keys):
      let fields = keys.compactMap { key in
        properties[key].map { GeneratedContent(key).jsonString + ": " + $0.jsonString }
      }
      return "{" + fields.joined(separator: ", ") + "}"
    }
  }

  public var debugDescription: String { jsonString }

  /// The content read as `type`.
  public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self) throws -> Value {
    try Value(self)
  }

  /// A property read as `type`; a missing property reads as null, which an optional takes as
  /// nil and other types refuse (`decodingFailure`).
  public func value<Value: ConvertibleFromGeneratedContent>(
    _ type: Value.Type = Value.self, forProperty property: String
  ) throws -> Value {
    guard case .structure(let properties, _) = kind else {
      throw LanguageModelSession.GenerationError.decodingFailure(
        .init(debugDescription: "\(jsonString) is not a structure with a property '\(property)'"))
    }
    return try Value(properties[property] ?? GeneratedContent(kind: .null))
  }

  /// An optional property: nil when it is missing or null.
  public func value<Value: ConvertibleFromGeneratedContent>(
    _ type: Value?.Type = Value?.self, forProperty property: String
  ) throws -> Value? {
    guard case .structure(let properties, _) = kind else {
      throw LanguageModelSession.GenerationError.decodingFailure(
        .init(debugDescription: "\(jsonString) is not a structure with a property '\(property)'"))
    }
    guard let content = properties[property], content.kind != .null else { return nil }
    return try Value(content)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.kind == rhs.kind }
}

extension GeneratedContent: Generable {
  public static var generationSchema: GenerationSchema {
    GenerationSchema(kind: .any, type: "GeneratedContent", description: nil)
  }

  public init(_ content: GeneratedContent) throws { self = content }

  public var generatedContent: GeneratedContent { self }
}

extension GeneratedContent {
  /// An enum case's name and the content of its associated values (null for a plain case),
  /// as the `@Generable` macro writes them: a plain case as its name, a case with values as a
  /// structure with one property named for the case.
  public func _generableCase() throws -> (name: String, values: GeneratedContent) {
    switch kind {
    case .string(let name): return (name, GeneratedContent(kind: .null))
    case .structure(let properties, let keys) where keys.count == 1:
      return (keys[0], properties[keys[0]] ?? GeneratedContent(kind: .null))
    default:
      throw LanguageModelSession.GenerationError.decodingFailure(
        .init(debugDescription: "\(jsonString) does not name an enum case"))
    }
  }
}

extension GeneratedContent {
  /// A property as the `@Generable` macro's `init(_:)` reads it: a missing property is null,
  /// which an optional takes as nil and other types refuse.
  public func _generableProperty<Value: ConvertibleFromGeneratedContent>(_ name: String) throws -> Value {
    try value(Value.self, forProperty: name)
  }

  /// A property as a partially generated value reads it: nil when it is missing or does not
  /// read yet.
  public func _partialProperty<Value: ConvertibleFromGeneratedContent>(_ name: String) -> Value? {
    guard case .structure(let properties, _) = kind, let content = properties[name], content.kind != .null else {
      return nil
    }
    return try? Value(content)
  }
}
