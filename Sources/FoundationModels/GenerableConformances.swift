import Foundation

// The standard types that are `Generable` in FoundationModels: strings, numbers, booleans,
// arrays of generable elements and optionals. A string is itself in a prompt or
// instructions; other values are their JSON.

private func mismatch(_ content: GeneratedContent, _ type: String) -> LanguageModelSession.GenerationError {
  .decodingFailure(.init(debugDescription: "\(content.jsonString) is not \(type)"))
}

extension String: Generable {
  public static var generationSchema: GenerationSchema {
    GenerationSchema(kind: .string, type: "String", description: nil)
  }

  public init(_ content: GeneratedContent) throws {
    guard case .string(let value) = content.kind else { throw mismatch(content, "a string") }
    self = value
  }

  public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
  // `return` keeps the requirements' builders from being inferred for these bodies.
  public var instructionsRepresentation: Instructions { return Instructions(text: self) }
  public var promptRepresentation: Prompt { return Prompt(text: self) }
}

extension Bool: Generable {
  public static var generationSchema: GenerationSchema {
    GenerationSchema(kind: .boolean, type: "Bool", description: nil)
  }

  public init(_ content: GeneratedContent) throws {
    guard case .bool(let value) = content.kind else { throw mismatch(content, "a boolean") }
    self = value
  }

  public var generatedContent: GeneratedContent { GeneratedContent(kind: .bool(self)) }
}

extension Int: Generable {
  public static var generationSchema: GenerationSchema {
    GenerationSchema(kind: .integer, type: "Int", description: nil)
  }

  public init(_ content: GeneratedContent) throws {
    guard case .number(let value) = content.kind, let integer = Int(exactly: value) else {
      throw mismatch(content, "an integer")
    }
    self = integer
  }

  public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Double: Generable {
  public static var generationSchema: GenerationSchema {
    GenerationSchema(kind: .number, type: "Double", description: nil)
  }

  public init(_ content: GeneratedContent) throws {
    guard case .number(let value) = content.kind else { throw mismatch(content, "a number") }
    self = value
  }

  public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(self)) }
}

extension Float: Generable {
  public static var generationSchema: GenerationSchema {
    GenerationSchema(kind: .number, type: "Float", description: nil)
  }

  public init(_ content: GeneratedContent) throws {
    guard case .number(let value) = content.kind else { throw mismatch(content, "a number") }
    self = Float(value)
  }

  public var generatedContent: GeneratedContent { GeneratedContent(kind: .number(Double(self))) }
}

extension Decimal: Generable {
  public static var generationSchema: GenerationSchema {
    GenerationSchema(kind: .number, type: "Decimal", description: nil)
  }

  public init(_ content: GeneratedContent) throws {
    guard case .number(let value) = content.kind else { throw mismatch(content, "a number") }
    self = Decimal(value)
  }

  public var generatedContent: GeneratedContent {
    GeneratedContent(kind: .number(NSDecimalNumber(decimal: self).doubleValue))
  }
}

extension Array: Generable where Element: Generable {
  /// An array being generated: the elements so far, each partial.
  public typealias PartiallyGenerated = [Element.PartiallyGenerated]

  public static var generationSchema: GenerationSchema {
    GenerationSchema(kind: .array(Element.generationSchema, guides: []), type: "Array", description: nil)
  }

  public func asPartiallyGenerated() -> [Element.PartiallyGenerated] { map { $0.asPartiallyGenerated() } }
}

extension Array: ConvertibleFromGeneratedContent where Element: ConvertibleFromGeneratedContent {
  public init(_ content: GeneratedContent) throws {
    guard case .array(let elements) = content.kind else { throw mismatch(content, "an array") }
    self = try elements.map { try Element($0) }
  }
}

extension Array: ConvertibleToGeneratedContent, InstructionsRepresentable, PromptRepresentable
where Element: ConvertibleToGeneratedContent {
  public var generatedContent: GeneratedContent { GeneratedContent(kind: .array(map(\.generatedContent))) }
}

extension Optional: Generable where Wrapped: Generable {
  /// An optional being generated: its value's partial form, or nil.
  public typealias PartiallyGenerated = Wrapped.PartiallyGenerated?

  public static var generationSchema: GenerationSchema {
    var schema = Wrapped.generationSchema
    schema.isOptional = true
    return schema
  }

  public func asPartiallyGenerated() -> Wrapped.PartiallyGenerated? { map { $0.asPartiallyGenerated() } }
}

extension Optional: ConvertibleFromGeneratedContent where Wrapped: ConvertibleFromGeneratedContent {
  /// Nil for null content, the wrapped value otherwise.
  public init(_ content: GeneratedContent) throws {
    self = content.kind == .null ? nil : try Wrapped(content)
  }
}

extension Optional: ConvertibleToGeneratedContent, InstructionsRepresentable, PromptRepresentable
where Wrapped: ConvertibleToGeneratedContent {
  public var generatedContent: GeneratedContent { self?.generatedContent ?? GeneratedContent(kind: .null) }
}

extension Never: Generable {
  public static var generationSchema: GenerationSchema { GenerationSchema(kind: .any, type: "Never", description: nil) }

  public init(_ content: GeneratedContent) throws { throw mismatch(content, "a value of Never") }

  public var generatedContent: GeneratedContent { switch self {} }
}
