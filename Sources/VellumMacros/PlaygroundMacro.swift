import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Playgrounds' `#Playground(name) { body }` (Xcode 26): a uniquely named function that
/// returns the body as a `@MainActor @Sendable () async throws -> Void` closure and is never
/// called. The body is type-checked where it is written and on the main actor, as Apple's
/// macro (swift-play-experimental's) runs it, so it may use the file's private declarations
/// and main-actor types; it never runs, since a preview has no canvas to run it in. Apple's
/// macro accepts only file scope; this one accepts any place a declaration may be.
///
/// The body is the trailing closure or the `body:` argument (a closure or a function's
/// name); the name is not used. With no body the compiler has already reported the missing
/// argument, and nothing is written.
public enum PlaygroundMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let body: ExprSyntax? =
      node.trailingClosure.map { ExprSyntax($0) }
      ?? node.arguments.first { $0.label?.text == "body" }?.expression
    guard let body else { return [] }
    let name = context.makeUniqueName("Playground")
    return [
      """
      @MainActor func \(name)() -> @MainActor @Sendable () async throws -> Void {
        return \(body.trimmed)
      }
      """
    ]
  }
}
