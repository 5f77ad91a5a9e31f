/// Code the model may call while it answers (a search, a look-up in the app's data), as
/// FoundationModels' `Tool`: a name and description the model reads, the arguments it fills
/// and `call(arguments:)`. A session keeps its tools; no model calls them in Vellum.
public protocol Tool<Arguments, Output>: Sendable {
  /// What the tool gives back to the model.
  associatedtype Output: PromptRepresentable
  /// What the model fills in to call the tool, usually a `@Generable` struct.
  associatedtype Arguments: ConvertibleFromGeneratedContent

  /// The tool's name (the type's name unless given).
  var name: String { get }
  /// What the tool does, in words the model reads.
  var description: String { get }
  /// The schema of the arguments.
  var parameters: GenerationSchema { get }
  /// Whether the instructions include the schema (`true` unless given).
  var includesSchemaInInstructions: Bool { get }

  /// Runs the tool with the model's arguments.
  func call(arguments: Arguments) async throws -> Output
}

extension Tool {
  public var name: String { String(describing: Self.self) }
  public var includesSchemaInInstructions: Bool { true }
}

extension Tool where Arguments: Generable {
  public var parameters: GenerationSchema { Arguments.generationSchema }
}
