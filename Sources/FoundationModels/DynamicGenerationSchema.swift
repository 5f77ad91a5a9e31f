/// A schema put together at run time (from a user's form, say), as FoundationModels'
/// `DynamicGenerationSchema`; `GenerationSchema(root:dependencies:)` makes the schema a
/// session would use.
public struct DynamicGenerationSchema: Sendable {
  /// One property of a dynamic structure.
  public struct Property: Sendable {
    let name: String
    let description: String?
    let schema: DynamicGenerationSchema
    let isOptional: Bool

    public init(name: String, description: String? = nil, schema: DynamicGenerationSchema, isOptional: Bool = false) {
      self.name = name
      self.description = description
      self.schema = schema
      self.isOptional = isOptional
    }
  }

  let name: String?
  let schema: GenerationSchema
  /// The names this schema and those inside it refer to.
  let references: [String]

  /// A structure with these properties.
  public init(name: String, description: String? = nil, properties: [Property]) {
    self.name = name
    let members = properties.map { property -> GenerationSchema.Property in
      var schema = property.schema.schema
      schema.isOptional = property.isOptional
      return GenerationSchema.Property(name: property.name, description: property.description, schema: schema)
    }
    schema = GenerationSchema(kind: .object(members), type: name, description: description)
    references = properties.flatMap(\.schema.references)
  }

  /// One of these schemas.
  public init(name: String, description: String? = nil, anyOf choices: [DynamicGenerationSchema]) {
    self.name = name
    schema = GenerationSchema(kind: .types(choices.map(\.schema)), type: name, description: description)
    references = choices.flatMap(\.references)
  }

  /// One of these strings.
  public init(name: String, description: String? = nil, anyOf choices: [String]) {
    self.name = name
    schema = GenerationSchema(kind: .choices(choices), type: name, description: description)
    references = []
  }

  /// An array of values of the item schema.
  public init(arrayOf itemSchema: DynamicGenerationSchema, minimumElements: Int? = nil, maximumElements: Int? = nil) {
    name = nil
    var guides: [String] = []
    if let minimumElements { guides.append("minimum count \(minimumElements)") }
    if let maximumElements { guides.append("maximum count \(maximumElements)") }
    schema = GenerationSchema(kind: .array(itemSchema.schema, guides: guides), type: "Array", description: nil)
    references = itemSchema.references
  }

  /// A generable type's schema, with guides.
  public init<Value: Generable>(type: Value.Type, guides: [GenerationGuide<Value>] = []) {
    name = nil
    schema = Value.generationSchema
    references = []
  }

  /// The schema of that name, given among a schema's dependencies.
  public init(referenceTo name: String) {
    self.name = nil
    schema = GenerationSchema(kind: .reference(name), type: name, description: nil)
    references = [name]
  }
}
