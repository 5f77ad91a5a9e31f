import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry var name: T = value` inside an extension of `EnvironmentValues`, `ContainerValues`,
/// `FocusedValues` or `Transaction`: a private key type holding the default value (peer) and
/// a getter and setter through the type's key subscript (accessors), as SwiftUI's `@Entry`.
///
/// Other extended types follow the same pattern by name: `FooValues` uses a `FooKey`
/// protocol, `Foo` a `FooKey` (so `EnvironmentValues` → `EnvironmentKey` and `Transaction` →
/// `TransactionKey`); `ContainerValues` and `FocusedValues` use `ContainerValueKey` and
/// `FocusedValueKey` as in SwiftUI.
public enum EntryMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let entry = Entry.parse(node: node, declaration: declaration, context: context, diagnose: false) else {
      return []
    }
    return [
      "get { self[\(raw: entry.keyName).self] }",
      "set { self[\(raw: entry.keyName).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let entry = Entry.parse(node: node, declaration: declaration, context: context, diagnose: true) else {
      return []
    }
    let defaultValue: DeclSyntax
    if entry.isFocused, let type = entry.keyValueType {
      // `FocusedValueKey` has no default: an unset focused value reads `nil`.
      defaultValue = "typealias Value = \(type)"
    } else if let type = entry.keyValueType {
      let value = entry.initialValue.map { "\($0.trimmed)" } ?? "nil"
      defaultValue = "static var defaultValue: \(type) { \(raw: value) }"
    } else {
      // No written type: the key's `Value` is inferred from the stored default.
      defaultValue = "static let defaultValue = \(entry.initialValue!.trimmed)"
    }
    return [
      """
      private struct \(raw: entry.keyName): \(raw: entry.keyProtocol) {
        \(defaultValue)
      }
      """
    ]
  }
}

/// What an `@Entry` declaration says, or `nil` after a diagnostic when it is misused.
struct Entry {
  let keyName: String
  let keyProtocol: String
  /// The key's `Value`: the property's type (its wrapped type in `FocusedValues`), or `nil`
  /// when the property has no written type.
  let keyValueType: TypeSyntax?
  let initialValue: ExprSyntax?
  let isFocused: Bool

  /// Known containers and their key protocols, as SwiftUI names them.
  static let knownKeyProtocols = [
    "EnvironmentValues": "EnvironmentKey", "ContainerValues": "ContainerValueKey",
    "FocusedValues": "FocusedValueKey", "Transaction": "TransactionKey",
  ]

  static func parse(
    node: AttributeSyntax, declaration: some DeclSyntaxProtocol, context: some MacroExpansionContext,
    diagnose: Bool
  ) -> Entry? {
    func fail(_ message: EntryDiagnostic, at place: some SyntaxProtocol) -> Entry? {
      if diagnose { context.diagnose(Diagnostic(node: Syntax(place), message: message)) }
      return nil
    }
    guard let extendedType = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType else {
      return fail(.notInExtension, at: node)
    }
    guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var)
    else { return fail(.notAVar, at: declaration) }
    guard variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed
    else { return fail(.oneName, at: variable.bindings) }
    if binding.accessorBlock != nil { return fail(.computed, at: binding) }
    if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
      return fail(.isStatic, at: variable)
    }

    let typeName = extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
    let isFocused = typeName == "FocusedValues"
    let type = binding.typeAnnotation?.type.trimmed
    let optionalWrapped = type.flatMap(wrappedOfOptional)
    if isFocused, optionalWrapped == nil { return fail(.focusedNotOptional, at: binding) }
    if binding.initializer == nil, optionalWrapped == nil {
      return fail(type == nil ? .noTypeNoValue : .noDefault, at: binding)
    }

    return Entry(
      keyName: "__Key_\(name.text.filter { $0 != "`" })", keyProtocol: keyProtocol(for: typeName),
      keyValueType: isFocused ? optionalWrapped : type, initialValue: binding.initializer?.value, isFocused: isFocused)
  }

  static func keyProtocol(for typeName: String) -> String {
    if let known = knownKeyProtocols[typeName] { return known }
    let stem = typeName.hasSuffix("Values") ? String(typeName.dropLast("Values".count)) : typeName
    return stem + "Key"
  }

  /// `T` for `T?` and `Optional<T>`, otherwise `nil`.
  static func wrappedOfOptional(_ type: TypeSyntax) -> TypeSyntax? {
    if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmed }
    if let implicit = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return implicit.wrappedType.trimmed }
    if let generic = type.as(IdentifierTypeSyntax.self), generic.name.text == "Optional",
      let argument = generic.genericArgumentClause?.arguments.first
    {
      return TypeSyntax("\(raw: argument.argument.trimmedDescription)")
    }
    return nil
  }
}

/// `@Entry`'s errors, worded as SwiftUI's.
enum EntryDiagnostic: String, DiagnosticMessage {
  case notInExtension, notAVar, oneName, computed, isStatic, noDefault, noTypeNoValue, focusedNotOptional

  var message: String {
    switch self {
    case .notInExtension:
      "'@Entry' macro can only attach to var declarations inside extensions of EnvironmentValues, Transaction, ContainerValues, or FocusedValues"
    case .notAVar: "'@Entry' can only be applied to a 'var' declaration"
    case .oneName: "'@Entry' can only be applied to a single variable with a simple name"
    case .computed: "'@Entry' cannot be applied to a computed property"
    case .isStatic: "'@Entry' cannot be applied to a static property"
    case .noDefault: "'@Entry' requires a default value for a non-optional type"
    case .noTypeNoValue: "'@Entry' requires a type annotation or a default value"
    case .focusedNotOptional: "'@Entry' in FocusedValues requires an optional type"
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "VellumMacros", id: "Entry.\(rawValue)") }
  var severity: DiagnosticSeverity { .error }
}
