import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ModelActor actor Importer { … }`, SwiftData's macro for an actor that works on models
/// away from the main actor: the actor gains `modelContainer`, `modelExecutor` (over a new
/// context of the container) and `init(modelContainer:)`, and conforms to `ModelActor`, so
/// its methods use `modelContext`. The members take the actor's access level. Vellum's
/// difference: the actor runs on Swift's default executor, not on its model executor.
public enum ModelActorMacro: MemberMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard declaration.is(ActorDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: Syntax(node), message: ModelActorDiagnostic.notAnActor))
      return []
    }
    let access =
      declaration.modifiers.first { ["public", "package", "open"].contains($0.name.text) }
      .map { "\($0.name.text == "open" ? "public" : $0.name.text) " } ?? ""
    return [
      "nonisolated \(raw: access)let modelExecutor: any SwiftData.ModelExecutor",
      "nonisolated \(raw: access)let modelContainer: SwiftData.ModelContainer",
      """
      \(raw: access)init(modelContainer: SwiftData.ModelContainer) {
        let modelContext = SwiftData.ModelContext(modelContainer)
        self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)
        self.modelContainer = modelContainer
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ActorDeclSyntax.self), !protocols.isEmpty else { return [] }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): SwiftData.ModelActor {}")]
  }
}

enum ModelActorDiagnostic: String, DiagnosticMessage {
  case notAnActor

  var message: String { "'@ModelActor' can only be applied to an actor" }
  var diagnosticID: MessageID { MessageID(domain: "VellumMacros", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
