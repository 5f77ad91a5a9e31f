import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Model final class Trip { … }`, SwiftData's model macro. Vellum keeps models in memory
/// for previews, so the class keeps its stored properties as written and gains the
/// conformances SwiftData gives it: `PersistentModel` (identity, hashing, fetching) and
/// `Observable` (so `@Bindable` works). SwiftData also rewrites each property into
/// persisted storage; a still render does not need that.
public enum ModelMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ClassDeclSyntax.self) else {
      context.diagnose(Diagnostic(node: Syntax(node), message: ModelDiagnostic.notAClass))
      return []
    }
    let qualified = protocols.map { name -> String in
      switch name.trimmedDescription {
      case "PersistentModel": "SwiftData.PersistentModel"
      case "Observable": "Observation.Observable"
      default: name.trimmedDescription
      }
    }
    guard !qualified.isEmpty else { return [] }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: qualified.joined(separator: ", ")) {}")]
  }
}

/// `@Attribute(…)`, `@Relationship(…)` and `@Transient` on a model's properties: they tell
/// SwiftData how to store a property; in Vellum's in-memory models they change nothing.
public enum SchemaPropertyMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

/// `#Unique` and `#Index` in a model's body: constraints and indexes of a store on disk,
/// which Vellum's in-memory SwiftData has no use for. They expand to nothing.
public enum SchemaConstraintMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

enum ModelDiagnostic: String, DiagnosticMessage {
  case notAClass

  var message: String { "'@Model' can only be applied to a class" }
  var diagnosticID: MessageID { MessageID(domain: "VellumMacros", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
