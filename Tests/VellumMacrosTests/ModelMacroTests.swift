import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing
import VellumMacros

/// Expands `@Model`, `@Attribute` and `@Transient` as the compiler would, the model macro
/// asked for SwiftData's two conformances.
func expandModel(_ source: String) -> (text: String, diagnostics: [String]) {
  let file = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    sourceFiles: [file: .init(moduleName: "App", fullFilePath: "/work/App/Sources/App/Trip.swift")])
  let specs: [String: MacroSpec] = [
    "Model": MacroSpec(
      type: ModelMacro.self, conformances: [TypeSyntax("PersistentModel"), TypeSyntax("Observable")]),
    "Attribute": MacroSpec(type: SchemaPropertyMacro.self),
    "Transient": MacroSpec(type: SchemaPropertyMacro.self),
  ]
  let expanded = file.expand(
    macroSpecs: specs,
    contextGenerator: { node in
      BasicMacroExpansionContext(sharingWith: context, lexicalContext: node.allMacroLexicalContexts())
    }, indentationWidth: .spaces(2))
  return (expanded.description, context.diagnostics.map(\.message))
}

@Suite struct ModelMacroTests {
  @Test func aModelClassConformsAndKeepsItsProperties() {
    let result = expandModel(
      """
      @Model final class Trip {
        var name: String
        @Attribute(.unique) var code: String
        @Transient var isEditing = false
        init(name: String, code: String) { self.name = name; self.code = code }
      }
      """)
    #expect(result.diagnostics.isEmpty)
    let text = squeezed(result.text)
    #expect(text.contains("extension Trip: SwiftData.PersistentModel, Observation.Observable { }"), "\(text)")
    #expect(text.contains("var name: String var code: String var isEditing = false"), "\(text)")
  }

  @Test func aModelStructIsAnError() {
    let result = expandModel("@Model struct Trip { var name: String }")
    #expect(result.diagnostics == ["'@Model' can only be applied to a class"])
  }
}
