import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Model final class Trip { … }`, SwiftData's model macro. The class gains the
/// conformances SwiftData gives it, `PersistentModel` (identity, hashing, fetching) and
/// `Observable` (so `@Bindable` works), and, as SwiftData's macro does, each stored `var`
/// becomes a computed property (`@_PersistedProperty`) over storage of its own, which holds
/// a value from the start: a model's properties can be read and assigned in any order in an
/// initialiser, as Apple's allow (`self.conversation = conversation` with no parameter of that
/// name reads the property itself). SwiftData keeps the values in the model's backing data;
/// Vellum keeps them in memory, in a private `_name` beside each property.
///
/// Left stored, as written: `let` constants, `@Transient` and `@ObservationIgnored`
/// properties, `lazy` and static ones, computed ones and those with `willSet`/`didSet`
/// observers (which run as Swift runs them; Vellum's difference: SwiftData's persisted
/// properties do not call them).
public enum ModelMacro: ExtensionMacro, MemberAttributeMacro {
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

  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(ClassDeclSyntax.self), let property = member.as(VariableDeclSyntax.self),
      PersistedProperty.binding(of: property) != nil,
      !property.attributes.contains(where: {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("_PersistedProperty") == true
      })
    else { return [] }
    return [AttributeSyntax(attributeName: IdentifierTypeSyntax(name: .identifier("_PersistedProperty")))]
  }
}

/// `@_PersistedProperty`, which `@Model` puts on each stored `var` of a model (SwiftData's
/// macro of that name): the property gets an init accessor, a getter and a setter over a
/// private `_name` peer. The peer always holds a value, as SwiftData's backing data does: its
/// initial value is the property's, nil for an optional, and for a property with neither it
/// is an optional of the property's type, nil until the property is first assigned (reading
/// it before then traps, where SwiftData would read a default).
public enum PersistedPropertyMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      let (name, _, wrapped) = PersistedProperty.binding(of: property)
    else { return [] }
    let storage = "_\(name)"
    return [
      """
      @storageRestrictions(initializes: \(raw: storage))
      init(initialValue) {
        \(raw: storage) = initialValue
      }
      """,
      "get { \(raw: storage)\(raw: wrapped ? "!" : "") }",
      "set { \(raw: storage) = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = declaration.as(VariableDeclSyntax.self),
      let (name, binding, wrapped) = PersistedProperty.binding(of: property)
    else { return [] }
    let type = binding.typeAnnotation?.type.trimmedDescription
    let value = binding.initializer?.value.trimmedDescription
    switch (type, value) {
    case (let type?, let value?): return ["private var _\(raw: name): \(raw: type) = \(raw: value)"]
    case (nil, let value?): return ["private var _\(raw: name) = \(raw: value)"]
    case (let type?, nil) where wrapped: return ["private var _\(raw: name): (\(raw: type))? = nil"]
    case (let type?, nil): return ["private var _\(raw: name): \(raw: type) = nil"]
    case (nil, nil): return []
    }
  }
}

enum PersistedProperty {
  /// The attributes a persisted property may carry (the last, when written by hand; the
  /// compiler passes an accessor macro the declaration without the attribute a member-attribute
  /// macro added).
  static let persistedAttributes: Set<String> = [
    "Attribute", "Relationship", "SwiftData.Attribute", "SwiftData.Relationship", "_PersistedProperty",
    "SwiftData._PersistedProperty",
  ]

  /// The name and binding of a stored `var` SwiftData persists, and whether its storage
  /// wraps its type in an optional (a non-optional property without an initial value); nil
  /// for any other declaration.
  static func binding(of property: VariableDeclSyntax) -> (String, PatternBindingSyntax, Bool)? {
    guard property.bindingSpecifier.tokenKind == .keyword(.var), property.bindings.count == 1,
      let binding = property.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription,
      binding.accessorBlock == nil,
      binding.typeAnnotation != nil || binding.initializer != nil
    else { return nil }
    let modifiers = Set(property.modifiers.map(\.name.text))
    guard modifiers.isDisjoint(with: ["static", "class", "lazy", "unowned", "weak"]) else { return nil }
    for attribute in property.attributes {
      guard let attribute = attribute.as(AttributeSyntax.self) else { return nil }  // under #if
      let attributeName = attribute.attributeName.trimmedDescription
      guard persistedAttributes.contains(attributeName) else { return nil }  // @Transient, wrappers …
    }
    let optional = binding.typeAnnotation.map { isOptional($0.type) } ?? true
    return (name, binding, binding.initializer == nil && !optional)
  }

  /// Whether a written type is optional (`T?`, `T!`, `Optional<T>`).
  static func isOptional(_ type: TypeSyntax) -> Bool {
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text == "Optional" }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text == "Optional" }
    return false
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
