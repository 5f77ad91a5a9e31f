import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing
import VellumMacros

/// Expands `@ModelActor` as the compiler would, asked for the `ModelActor` conformance.
func expandModelActor(_ source: String) -> (text: String, diagnostics: [String]) {
  expand(
    source, specs: ["ModelActor": MacroSpec(type: ModelActorMacro.self, conformances: [TypeSyntax("ModelActor")])],
    file: "Importer.swift")
}

@Suite struct ModelActorMacroTests {
  @Test func anActorGainsItsContainerExecutorAndInitialiser() {
    let (text, diagnostics) = expandModelActor(
      """
      @ModelActor actor Importer {
        func count() -> Int { 0 }
      }
      """)
    #expect(diagnostics.isEmpty)
    let flat = squeezed(text)
    #expect(flat.contains("nonisolated let modelExecutor: any SwiftData.ModelExecutor"))
    #expect(flat.contains("nonisolated let modelContainer: SwiftData.ModelContainer"))
    #expect(flat.contains("init(modelContainer: SwiftData.ModelContainer) {"))
    #expect(flat.contains("self.modelExecutor = SwiftData.DefaultSerialModelExecutor(modelContext: modelContext)"))
    #expect(flat.contains("extension Importer: SwiftData.ModelActor {"))
    #expect(flat.contains("func count() -> Int { 0 }"), "the actor's own members are kept")
  }

  @Test func membersTakeThePublicActorsAccessLevel() {
    let (text, _) = expandModelActor("@ModelActor public actor Store {}")
    let flat = squeezed(text)
    #expect(flat.contains("nonisolated public let modelContainer"))
    #expect(flat.contains("public init(modelContainer: SwiftData.ModelContainer)"))
  }

  @Test func aClassIsRefusedWithTheMacrosMessage() {
    let (text, diagnostics) = expandModelActor("@ModelActor final class Importer {}")
    #expect(diagnostics == ["'@ModelActor' can only be applied to an actor"])
    #expect(!text.contains("modelExecutor"))
  }
}
