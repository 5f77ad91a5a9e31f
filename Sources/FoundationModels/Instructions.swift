/// What a session is told before any prompt (its role, its rules), as FoundationModels'
/// `Instructions`: text, strings and generable values joined by lines with
/// `InstructionsBuilder`. A session keeps them in its transcript; no model reads them.
public struct Instructions: InstructionsRepresentable, Sendable, Equatable {
  /// The text of each part, in order.
  let parts: [String]

  init(text: String) { parts = [text] }
  init(parts: [String]) { self.parts = parts }

  public init(_ representable: some InstructionsRepresentable) {
    self = representable.instructionsRepresentation
  }

  public init(@InstructionsBuilder _ content: () throws -> Instructions) rethrows {
    self = try content()
  }

  // The requirement's builder would be inferred for a body without `return`, and would ask
  // this same property again.
  public var instructionsRepresentation: Instructions { return self }
  /// The parts joined by lines, as the model would read them.
  var text: String { parts.joined(separator: "\n") }
}

/// A value that can be instructions.
public protocol InstructionsRepresentable {
  @InstructionsBuilder var instructionsRepresentation: Instructions { get }
}

/// Builds `Instructions` from strings, instructions and generable values, with `if`, `else`
/// and `for`.
@resultBuilder
public struct InstructionsBuilder {
  // Blocks are built a part at a time, each part joined to those before it.
  public static func buildBlock() -> Instructions { Instructions(parts: []) }

  public static func buildPartialBlock(first: Instructions) -> Instructions { first }

  public static func buildPartialBlock(first: some InstructionsRepresentable) -> Instructions {
    first.instructionsRepresentation
  }

  public static func buildPartialBlock(accumulated: Instructions, next: some InstructionsRepresentable) -> Instructions
  {
    Instructions(parts: accumulated.parts + next.instructionsRepresentation.parts)
  }

  public static func buildArray(_ instructions: [some InstructionsRepresentable]) -> Instructions {
    Instructions(parts: instructions.flatMap { $0.instructionsRepresentation.parts })
  }

  public static func buildEither(first component: some InstructionsRepresentable) -> Instructions {
    component.instructionsRepresentation
  }

  public static func buildEither(second component: some InstructionsRepresentable) -> Instructions {
    component.instructionsRepresentation
  }

  public static func buildOptional(_ instructions: Instructions?) -> Instructions {
    instructions ?? Instructions(parts: [])
  }

  public static func buildLimitedAvailability(_ instructions: some InstructionsRepresentable) -> Instructions {
    instructions.instructionsRepresentation
  }

  public static func buildExpression<I: InstructionsRepresentable>(_ expression: I) -> I { expression }

  public static func buildExpression(_ expression: Instructions) -> Instructions { expression }
}
