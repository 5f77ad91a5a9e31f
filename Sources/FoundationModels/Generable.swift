/// A type the model can generate, as FoundationModels' `Generable`: it describes itself with a
/// schema, converts to and from `GeneratedContent`, and names the type a streamed response
/// shows while it is incomplete (`PartiallyGenerated`, the type itself unless the `@Generable`
/// macro makes another). Vellum's types convert as Apple's do; no model ever fills them.
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
  /// What a streamed response holds before it is complete.
  associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self
  /// The structure the model would be asked to fill.
  static var generationSchema: GenerationSchema { get }
  /// This value as its partially generated form.
  func asPartiallyGenerated() -> PartiallyGenerated
}

extension Generable {
  /// The value read back as its partial form, from its own content.
  public func asPartiallyGenerated() -> PartiallyGenerated {
    // The partial forms the macro writes read any content; a type's own content reads back.
    try! PartiallyGenerated(generatedContent)
  }
}

extension Generable where PartiallyGenerated == Self {
  /// The value itself: a type that is its own partial form.
  public func asPartiallyGenerated() -> Self { self }
}

/// A type made from generated content, as FoundationModels' protocol of that name.
public protocol ConvertibleFromGeneratedContent: SendableMetatype {
  /// Reads the value from `content`, throwing when the content does not have its shape.
  init(_ content: GeneratedContent) throws
}

/// A type that converts to generated content, and so may be a prompt or instructions, as
/// FoundationModels' protocol of that name.
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {
  /// The value as generated content.
  var generatedContent: GeneratedContent { get }
}

extension ConvertibleToGeneratedContent {
  /// The content's JSON text, as Apple puts a generable value in instructions.
  public var instructionsRepresentation: Instructions { return Instructions(text: generatedContent.jsonString) }
  /// The content's JSON text, as Apple puts a generable value in a prompt.
  public var promptRepresentation: Prompt { return Prompt(text: generatedContent.jsonString) }
}
