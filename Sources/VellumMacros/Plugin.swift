@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

// The toolchain ships SwiftSyntax's host libraries but not `SwiftCompilerPlugin`, whose
// `CompilerPlugin` protocol would give this `@main`. This is the same loop: read the
// compiler's requests on standard input, answer with expansions on standard output.

/// The macros this plugin provides, by their type names in `#externalMacro`.
struct VellumMacroProvider: PluginProvider {
  nonisolated(unsafe) static let macros: [String: Macro.Type] = [
    "EntryMacro": EntryMacro.self,
    "PreviewMacro": PreviewMacro.self,
    "PreviewableMacro": PreviewableMacro.self,
    "PlaygroundMacro": PlaygroundMacro.self,
    "ModelMacro": ModelMacro.self,
    "ModelActorMacro": ModelActorMacro.self,
    "PersistedPropertyMacro": PersistedPropertyMacro.self,
    "SchemaPropertyMacro": SchemaPropertyMacro.self,
    "SchemaConstraintMacro": SchemaConstraintMacro.self,
    "GenerableMacro": GenerableMacro.self,
    "GuideMacro": GuideMacro.self,
  ]

  func resolveMacro(moduleName: String, typeName: String) throws -> Macro.Type {
    guard let macro = Self.macros[typeName] else { throw UnknownMacro(typeName: typeName) }
    return macro
  }

  func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
    throw UnknownMacro(typeName: moduleName)
  }

  var features: [PluginFeature] { [] }
}

struct UnknownMacro: Error, CustomStringConvertible {
  let typeName: String
  var description: String { "VellumMacros has no macro named '\(typeName)'" }
}

@main
enum VellumMacrosPlugin {
  static func main() throws {
    let connection = try StandardIOMessageConnection()
    let listener = CompilerPluginMessageListener(connection: connection, provider: VellumMacroProvider())
    try listener.main()
  }
}
