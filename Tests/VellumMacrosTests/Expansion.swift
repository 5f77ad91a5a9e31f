import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import VellumMacros

/// Expands Vellum's macros in `source` as the compiler would, with each macro seeing its
/// lexical context, and returns the expanded text and the diagnostics' messages.
func expand(_ source: String) -> (text: String, diagnostics: [String]) {
  let file = Parser.parse(source: source)
  let context = BasicMacroExpansionContext(
    sourceFiles: [file: .init(moduleName: "App", fullFilePath: "/work/App/Sources/App/ContentView.swift")])
  let macros: [String: Macro.Type] = [
    "Entry": EntryMacro.self, "Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self,
    "Playground": PlaygroundMacro.self,
  ]
  let expanded = file.expand(
    macros: macros,
    contextGenerator: { node in
      BasicMacroExpansionContext(sharingWith: context, lexicalContext: node.allMacroLexicalContexts())
    }, indentationWidth: .spaces(2))
  return (expanded.description, context.diagnostics.map(\.message))
}

/// The text with runs of whitespace made one space, so tests compare tokens, not layout.
func squeezed(_ text: String) -> String {
  text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
}
