/// What a session is asked, as FoundationModels' `Prompt`: text, strings and generable
/// values (an example of the output, say) joined by lines with `PromptBuilder`. A prompt is
/// never answered in Vellum: the session throws before it would be sent.
public struct Prompt: PromptRepresentable, Sendable, Equatable {
  /// The text of each part, in order.
  let parts: [String]

  init(text: String) { parts = [text] }
  init(parts: [String]) { self.parts = parts }

  public init(_ representable: some PromptRepresentable) {
    self = representable.promptRepresentation
  }

  public init(@PromptBuilder _ content: () throws -> Prompt) rethrows {
    self = try content()
  }

  // The requirement's builder would be inferred for a body without `return`, and would ask
  // this same property again.
  public var promptRepresentation: Prompt { return self }
  /// The parts joined by lines, as the model would read them.
  var text: String { parts.joined(separator: "\n") }
}

/// A value that can be a prompt.
public protocol PromptRepresentable {
  @PromptBuilder var promptRepresentation: Prompt { get }
}

/// Builds a `Prompt` from strings, prompts and generable values, with `if`, `else`
/// and `for`.
@resultBuilder
public struct PromptBuilder {
  // Blocks are built a part at a time, each part joined to those before it.
  public static func buildBlock() -> Prompt { Prompt(parts: []) }

  public static func buildPartialBlock(first: Prompt) -> Prompt { first }

  public static func buildPartialBlock(first: some PromptRepresentable) -> Prompt {
    first.promptRepresentation
  }

  public static func buildPartialBlock(accumulated: Prompt, next: some PromptRepresentable) -> Prompt {
    Prompt(parts: accumulated.parts + next.promptRepresentation.parts)
  }

  public static func buildArray(_ prompts: [some PromptRepresentable]) -> Prompt {
    Prompt(parts: prompts.flatMap { $0.promptRepresentation.parts })
  }

  public static func buildEither(first component: some PromptRepresentable) -> Prompt {
    component.promptRepresentation
  }

  public static func buildEither(second component: some PromptRepresentable) -> Prompt {
    component.promptRepresentation
  }

  public static func buildOptional(_ prompt: Prompt?) -> Prompt {
    prompt ?? Prompt(parts: [])
  }

  public static func buildLimitedAvailability(_ prompt: some PromptRepresentable) -> Prompt {
    prompt.promptRepresentation
  }

  public static func buildExpression<I: PromptRepresentable>(_ expression: I) -> I { expression }

  public static func buildExpression(_ expression: Prompt) -> Prompt { expression }
}
