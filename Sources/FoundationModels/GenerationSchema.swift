/// The structure the model would be asked to fill, as FoundationModels' `GenerationSchema`: a
/// type's name and description with its properties, its string choices or the types it may
/// be, written out as a JSON schema (`debugDescription`, `Codable`). Vellum's keeps what it is
/// given and checks a dynamic schema's references; guides are kept in words.
public struct GenerationSchema: Sendable, Codable, CustomDebugStringConvertible {
  indirect enum Kind: Sendable {
    case any
    case string
    case integer
    case number
    case boolean
    case array(GenerationSchema, guides: [String])
    case object([Property])
    case choices([String])
    case types([GenerationSchema])
    case reference(String)
  }

  /// One property of a structure.
  public struct Property: Sendable {
    let name: String
    let description: String?
    let schema: GenerationSchema
    let guides: [String]

    /// A property of a generable type, with the guides the model would follow.
    public init<Value: Generable>(
      name: String, description: String? = nil, type: Value.Type, guides: [GenerationGuide<Value>] = []
    ) {
      self.name = name
      self.description = description
      self.schema = Value.generationSchema
      self.guides = guides.map(\.summary)
    }

    /// A string property whose value matches one of the patterns.
    public init<RegexOutput>(
      name: String, description: String? = nil, type: String.Type, guides: [Regex<RegexOutput>] = []
    ) {
      self.name = name
      self.description = description
      self.schema = String.generationSchema
      self.guides = guides.isEmpty ? [] : ["pattern"]
    }

    init(name: String, description: String?, schema: GenerationSchema, guides: [String] = []) {
      self.name = name
      self.description = description
      self.schema = schema
      self.guides = guides
    }
  }

  /// Why a schema cannot be made from dynamic schemas.
  public enum SchemaError: Error, Sendable {
    /// What the error concerns.
    public struct Context: Sendable {
      public let debugDescription: String
      public init(debugDescription: String) { self.debugDescription = debugDescription }
    }
    case duplicateType(schema: String?, type: String, context: Context)
    case duplicateProperty(schema: String, property: String, context: Context)
    case emptyTypeChoices(schema: String, context: Context)
    case undefinedReferences(schema: String?, references: [String], context: Context)
  }

  let kind: Kind
  let typeName: String
  let description: String?
  var isOptional = false

  init(kind: Kind, type: String, description: String?) {
    self.kind = kind
    self.typeName = type
    self.description = description
  }

  /// A structure with these properties.
  public init(type: any Generable.Type, description: String? = nil, properties: [Property]) {
    self.init(kind: .object(properties), type: String(describing: type), description: description)
  }

  /// A string that is one of these choices (an enum's cases).
  public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {
    self.init(kind: .choices(choices), type: String(describing: type), description: description)
  }

  /// A value of one of these types.
  public init(type: any Generable.Type, description: String? = nil, anyOf types: [any Generable.Type]) {
    self.init(
      kind: .types(types.map { $0.generationSchema }), type: String(describing: type), description: description)
  }

  /// A schema made at run time, with the schemas its references name; throws `SchemaError`
  /// for a reference none of them names or a name given twice.
  public init(root: DynamicGenerationSchema, dependencies: [DynamicGenerationSchema]) throws {
    var names: Set<String> = []
    for schema in [root] + dependencies {
      guard let name = schema.name else { continue }
      if !names.insert(name).inserted {
        throw SchemaError.duplicateType(
          schema: root.name, type: name, context: .init(debugDescription: "two schemas are named \(name)"))
      }
    }
    let missing = ([root] + dependencies).flatMap(\.references).filter { !names.contains($0) }
    if !missing.isEmpty {
      throw SchemaError.undefinedReferences(
        schema: root.name, references: missing,
        context: .init(debugDescription: "no schema is named \(missing.joined(separator: ", "))"))
    }
    self = root.schema
  }

  /// The schema as JSON schema text.
  public var debugDescription: String { jsonSchema.jsonString }

  var jsonSchema: GeneratedContent {
    var fields: [(String, GeneratedContent)] = []
    if let description { fields.append(("description", GeneratedContent(description))) }
    switch kind {
    case .any: break
    case .string: fields.append(("type", GeneratedContent("string")))
    case .integer: fields.append(("type", GeneratedContent("integer")))
    case .number: fields.append(("type", GeneratedContent("number")))
    case .boolean: fields.append(("type", GeneratedContent("boolean")))
    case .array(let items, _):
      fields += [("type", GeneratedContent("array")), ("items", items.jsonSchema)]
    case .object(let properties):
      fields.append(("title", GeneratedContent(typeName)))
      fields.append(("type", GeneratedContent("object")))
      var values: [String: GeneratedContent] = [:]
      for property in properties {
        var schema = property.schema.jsonSchema
        if let description = property.description, case .structure(var entries, var keys) = schema.kind {
          if entries["description"] == nil { keys.insert("description", at: 0) }
          entries["description"] = GeneratedContent(description)
          schema = GeneratedContent(kind: .structure(properties: entries, orderedKeys: keys))
        }
        values[property.name] = schema
      }
      fields.append(
        ("properties", GeneratedContent(kind: .structure(properties: values, orderedKeys: properties.map(\.name)))))
      let required = properties.filter { !$0.schema.isOptional }.map { GeneratedContent($0.name) }
      fields.append(("required", GeneratedContent(kind: .array(required))))
    case .choices(let choices):
      fields += [
        ("title", GeneratedContent(typeName)), ("type", GeneratedContent("string")),
        ("enum", GeneratedContent(kind: .array(choices.map { GeneratedContent($0) }))),
      ]
    case .types(let types):
      fields += [
        ("title", GeneratedContent(typeName)), ("anyOf", GeneratedContent(kind: .array(types.map(\.jsonSchema)))),
      ]
    case .reference(let name): fields.append(("$ref", GeneratedContent("#/$defs/\(name)")))
    }
    return GeneratedContent(
      kind: .structure(properties: Dictionary(fields, uniquingKeysWith: { $1 }), orderedKeys: fields.map(\.0)))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(debugDescription)
  }

  /// A schema read back keeps its JSON text only, as a schema of any content.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    let content = try? GeneratedContent(json: text)
    var title = "GeneratedContent"
    if case .structure(let properties, _)? = content?.kind, case .string(let name)? = properties["title"]?.kind {
      title = name
    }
    self.init(kind: .any, type: title, description: nil)
  }
}
