import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing
import VellumMacros

/// Expands `@Model`, `@Attribute` and `@Transient` as the compiler would, the model macro
/// asked for SwiftData's two conformances.
func expandModel(_ source: String) -> (text: String, diagnostics: [String]) {
  expand(
    source,
    specs: [
      "Model": MacroSpec(
        type: ModelMacro.self, conformances: [TypeSyntax("PersistentModel"), TypeSyntax("Observable")]),
      "_PersistedProperty": MacroSpec(type: PersistedPropertyMacro.self),
      "Attribute": MacroSpec(type: SchemaPropertyMacro.self),
      "Transient": MacroSpec(type: SchemaPropertyMacro.self),
    ], file: "Trip.swift")
}

/// Expands macros given with the conformances the compiler asks their extension roles for.
func expand(_ source: String, specs: [String: MacroSpec], file name: String) -> (text: String, diagnostics: [String]) {
  let file = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    sourceFiles: [file: .init(moduleName: "App", fullFilePath: "/work/App/Sources/App/\(name)")])
  let expanded = file.expand(
    macroSpecs: specs,
    contextGenerator: { node in
      BasicMacroExpansionContext(sharingWith: context, lexicalContext: node.allMacroLexicalContexts())
    }, indentationWidth: .spaces(2))
  return (expanded.description, context.diagnostics.map(\.message))
}

@Suite struct ModelMacroTests {
  @Test func aModelClassConformsAndMarksItsStoredVarsPersisted() throws {
    let source = """
      @Model final class Trip {
        var name: String
        @Attribute(.unique) var code: String = "X"
        var start: Date?
        var stops = [Stop]()
        @Transient var isEditing = false
        let id: UUID
        var days: Int { 3 }
        var note = "" { didSet { print(note) } }
        static var count = 0
        init(name: String, code: String) { self.name = name; self.code = code }
      }
      """
    let result = expandModel(source)
    #expect(result.diagnostics.isEmpty)
    #expect(
      squeezed(result.text).contains("extension Trip: SwiftData.PersistentModel, Observation.Observable { }"),
      "\(result.text)")
    // The member-attribute role, asked member by member as the compiler asks it.
    let file = Parser.parse(source: source)
    let model = try #require(file.statements.first?.item.as(ClassDeclSyntax.self))
    let context = BasicMacroExpansionContext()
    var persisted: [String] = []
    for member in model.memberBlock.members {
      guard let property = member.decl.as(VariableDeclSyntax.self) else { continue }
      let added = try ModelMacro.expansion(
        of: model.attributes.first!.as(AttributeSyntax.self)!, attachedTo: model, providingAttributesFor: property,
        in: context)
      if added.map(\.trimmedDescription) == ["@_PersistedProperty"] {
        persisted.append(property.bindings.first!.pattern.trimmedDescription)
      }
    }
    // Left as written: transient, constant, computed, observed and static properties.
    #expect(persisted == ["name", "code", "start", "stops"])
  }

  @Test func aPersistedPropertyIsComputedOverStorageThatAlwaysHoldsAValue() {
    let result = expandModel(
      """
      final class Trip {
        @_PersistedProperty var name: String
        @_PersistedProperty @Attribute(.unique) var code: String = "X"
        @_PersistedProperty var start: Date?
        @_PersistedProperty var stops = [Stop]()
      }
      """)
    #expect(result.diagnostics.isEmpty)
    let text = squeezed(result.text)
    for expected in [
      // A non-optional property without an initial value: storage that is nil until set.
      "var name: String { @storageRestrictions(initializes: _name) init(initialValue) { _name = initialValue } get { _name! } set { _name = newValue } }",
      "private var _name: (String)? = nil",
      "private var _code: String = \"X\"", "get { _code }",
      "private var _start: Date? = nil", "get { _start }",
      "private var _stops = [Stop]()",
    ] {
      #expect(text.contains(expected), "\(expected)\n\(text)")
    }
  }

  @Test func aModelStructIsAnError() {
    let result = expandModel("@Model struct Trip { var name: String }")
    #expect(result.diagnostics == ["'@Model' can only be applied to a class"])
  }
}
