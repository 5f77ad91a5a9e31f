import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// FoundationModels' `@Generable(description:)` on a struct or enum. One extension makes the
/// type `Generable`: `init(_:)` reads each stored property (a struct) or the case (an enum)
/// from generated content, `generatedContent` writes them back, `generationSchema` describes
/// them (with each property's `@Guide` description), and a struct gains `PartiallyGenerated`,
/// each property optional and of its type's partial form, as a stream shows it. Apple's macro
/// adds members to the type as well; one extension keeps a struct's memberwise initialiser
/// (an `init` in the body would remove it).
public enum GenerableMacro: ExtensionMacro, MemberMacro {
  /// The conformance and `init(_:)`, which in an extension leaves a struct's memberwise
  /// initialiser in place.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let access = accessLevel(of: declaration)
    let conformance = protocols.isEmpty ? "" : ": FoundationModels.Generable"
    let body: String
    if let structure = declaration.as(StructDeclSyntax.self) {
      body = structInitializer(structure, access: access)
    } else if let enumeration = declaration.as(EnumDeclSyntax.self) {
      body = enumInitializer(enumeration, access: access)
    } else {
      return []
    }
    return [try ExtensionDeclSyntax("extension \(type.trimmed)\(raw: conformance) {\n\(raw: body)\n}")]
  }

  /// `generatedContent`, `generationSchema` and a struct's `PartiallyGenerated`, in the type's
  /// body, where the types its properties name are found as the type's own code finds them.
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let description = node.arguments?.as(LabeledExprListSyntax.self)?
      .first { $0.label?.text == "description" }?.expression.trimmedDescription
    let access = accessLevel(of: declaration)
    if let structure = declaration.as(StructDeclSyntax.self) {
      return structMembers(structure, access: access, description: description).map { DeclSyntax(stringLiteral: $0) }
    }
    if let enumeration = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(enumeration, access: access, description: description).map { DeclSyntax(stringLiteral: $0) }
    }
    context.diagnose(Diagnostic(node: Syntax(node), message: GenerableDiagnostic.notAStructOrEnum))
    return []
  }

  /// `public ` or `package ` when the type is, so the members can satisfy its conformance.
  static func accessLevel(of declaration: some DeclGroupSyntax) -> String {
    for modifier in declaration.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }

  struct StoredProperty {
    let name: String
    /// The declared type, or a literal default's; nil when neither says.
    let type: TypeSyntax?
    /// A `let` with a value: fixed, so not read from content.
    let isFixed: Bool
    let guideDescription: String?
  }

  static func storedProperties(of structure: StructDeclSyntax) -> [StoredProperty] {
    var result: [StoredProperty] = []
    for member in structure.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: {
          [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind)
        })
      else { continue }
      let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
      let guide = guideDescription(in: variable.attributes)
      // `let a, b: Int`: the type written last applies to the names before it.
      var pending: [(String, Bool)] = []
      for binding in variable.bindings {
        if let accessors = binding.accessorBlock, !isObserved(accessors) { continue }
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else {
          continue
        }
        pending.append((name, isLet && binding.initializer != nil))
        if let type = binding.typeAnnotation?.type {
          result += pending.map { StoredProperty(name: $0.0, type: type, isFixed: $0.1, guideDescription: guide) }
          pending = []
        } else if let value = binding.initializer?.value {
          let type = literalType(value)
          result += pending.map { StoredProperty(name: $0.0, type: type, isFixed: $0.1, guideDescription: guide) }
          pending = []
        }
      }
    }
    return result
  }

  /// The type of a literal default (`= "Vellum"`, `= 0`), as the compiler infers it; nil for
  /// other expressions, whose property is then left out of the schema and partial form.
  static func literalType(_ value: ExprSyntax) -> TypeSyntax? {
    if value.is(StringLiteralExprSyntax.self) { return "String" }
    if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
    if value.is(FloatLiteralExprSyntax.self) { return "Double" }
    if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
    return nil
  }

  /// Whether an accessor block only observes (`willSet`/`didSet`), so the property is stored.
  static func isObserved(_ block: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let accessors) = block.accessors else { return false }
    return accessors.allSatisfy {
      [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }

  /// The `description:` of a property's `@Guide`, as written.
  static func guideDescription(in attributes: AttributeListSyntax) -> String? {
    for case .attribute(let attribute) in attributes
    where attribute.attributeName.trimmedDescription.hasSuffix("Guide") {
      if let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?
        .first(where: { $0.label?.text == "description" })
      {
        return argument.expression.trimmedDescription
      }
    }
    return nil
  }

  /// The partial form of a property's type: `T.PartiallyGenerated?` (`T?` gives the same).
  static func partialType(_ type: TypeSyntax) -> String {
    if let optional = type.as(OptionalTypeSyntax.self) { return partialType(optional.wrappedType) }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return partialType(optional.wrappedType) }
    let text = type.trimmedDescription
    let needsParentheses = type.is(SomeOrAnyTypeSyntax.self) || type.is(FunctionTypeSyntax.self)
    return (needsParentheses ? "(\(text))" : text) + ".PartiallyGenerated?"
  }

  /// `init(_:)`: each stored property read from the content (a `let` with a value keeps it).
  static func structInitializer(_ structure: StructDeclSyntax, access: String) -> String {
    let reads = storedProperties(of: structure).filter { !$0.isFixed }
      .map { "self.\($0.name) = try content._generableProperty(\"\($0.name)\")" }
    return """
      \(access)init(_ content: FoundationModels.GeneratedContent) throws {
      \(reads.joined(separator: "\n"))
      }
      """
  }

  static func structMembers(_ structure: StructDeclSyntax, access: String, description: String?) -> [String] {
    let properties = storedProperties(of: structure)
    // A constant whose type is not written (`let id = UUID()`) is neither read from content nor
    // described by the schema, so it is not written to content either: its type may not be
    // convertible to content at all.
    let pairs = properties.filter { !($0.isFixed && $0.type == nil) }.map { "\"\($0.name)\": self.\($0.name)" }
    let typed = properties.compactMap { property in property.type.map { (property, $0) } }
    let schemaProperties = typed.map { property, type in
      "FoundationModels.GenerationSchema.Property(name: \"\(property.name)\", description: "
        + "\(property.guideDescription ?? "nil"), type: \(type).self)"
    }
    let hasOwnID = typed.contains { $0.0.name == "id" }
    let inherited = Set(
      structure.inheritanceClause?.inheritedTypes.map {
        $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
      } ?? [])
    let forwarded = ["Equatable", "Hashable", "Sendable"].filter { inherited.contains($0) }
    let partialConformances = (["Identifiable", "FoundationModels.ConvertibleFromGeneratedContent"] + forwarded)
      .joined(separator: ", ")
    var partialMembers: [String] = []
    var partialReads: [String] = []
    if !hasOwnID {
      partialMembers.append("\(access)var id: FoundationModels.GenerationID")
      partialReads.append("self.id = content.id ?? FoundationModels.GenerationID()")
    }
    partialMembers += typed.map { "\(access)var \($0.0.name): \(partialType($0.1))" }
    partialReads += typed.map { "self.\($0.0.name) = content._partialProperty(\"\($0.0.name)\")" }
    return [
      """
      \(access)var generatedContent: FoundationModels.GeneratedContent {
      FoundationModels.GeneratedContent(properties: [\(pairs.isEmpty ? ":" : pairs.joined(separator: ", "))])
      }
      """,
      """
      \(access)static var generationSchema: FoundationModels.GenerationSchema {
      FoundationModels.GenerationSchema(type: Self.self, description: \(description ?? "nil"), properties: [\(schemaProperties.joined(separator: ", "))])
      }
      """,
      """
      \(access)struct PartiallyGenerated: \(partialConformances) {
      \(partialMembers.joined(separator: "\n"))
      \(access)init(_ content: FoundationModels.GeneratedContent) throws {
      \(partialReads.joined(separator: "\n"))
      }
      }
      """,
    ]
  }

  struct Case {
    let name: String
    /// Each associated value's label (`_0`, `_1`… when it has none).
    let labels: [(label: String?, key: String)]
  }

  static func cases(of enumeration: EnumDeclSyntax) -> [Case] {
    var cases: [Case] = []
    for member in enumeration.memberBlock.members {
      guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in declaration.elements {
        let parameters = element.parameterClause?.parameters.enumerated().map { index, parameter in
          let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
          return (label: label, key: label ?? "_\(index)")
        }
        cases.append(Case(name: element.name.text, labels: parameters ?? []))
      }
    }
    return cases
  }

  /// `init(_:)`: the case named by the content (a string, or a structure of one property
  /// holding the associated values).
  static func enumInitializer(_ enumeration: EnumDeclSyntax, access: String) -> String {
    let reads = cases(of: enumeration).map { item -> String in
      if item.labels.isEmpty { return "case \"\(item.name)\": self = .\(item.name)" }
      let arguments = item.labels.map {
        ($0.label.map { "\($0): " } ?? "") + "try values._generableProperty(\"\($0.key)\")"
      }
      return "case \"\(item.name)\": self = .\(item.name)(\(arguments.joined(separator: ", ")))"
    }
    return """
      \(access)init(_ content: FoundationModels.GeneratedContent) throws {
      let (name, values) = try content._generableCase()
      _ = values
      switch name {
      \(reads.joined(separator: "\n"))
      default: throw FoundationModels.LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "no case named \\(name)"))
      }
      }
      """
  }

  static func enumMembers(_ enumeration: EnumDeclSyntax, access: String, description: String?) -> [String] {
    let cases = cases(of: enumeration)
    let writes = cases.map { item -> String in
      if item.labels.isEmpty {
        return "case .\(item.name): FoundationModels.GeneratedContent(kind: .string(\"\(item.name)\"))"
      }
      let bindings = item.labels.indices.map { "let v\($0)" }.joined(separator: ", ")
      let pairs = item.labels.enumerated().map { "\"\($1.key)\": v\($0)" }.joined(separator: ", ")
      return "case .\(item.name)(\(bindings)): FoundationModels.GeneratedContent(properties: "
        + "[\"\(item.name)\": FoundationModels.GeneratedContent(properties: [\(pairs)])])"
    }
    let names = cases.map { "\"\($0.name)\"" }.joined(separator: ", ")
    return [
      """
      \(access)var generatedContent: FoundationModels.GeneratedContent {
      switch self {
      \(writes.joined(separator: "\n"))
      }
      }
      """,
      """
      \(access)static var generationSchema: FoundationModels.GenerationSchema {
      FoundationModels.GenerationSchema(type: Self.self, description: \(description ?? "nil"), anyOf: [\(names)])
      }
      """,
    ]
  }
}

/// `@Guide(description:, _ guides…)` on a `@Generable` type's property: `@Generable` reads its
/// description; the attribute itself adds nothing.
public enum GuideMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] { [] }
}

enum GenerableDiagnostic: String, DiagnosticMessage {
  case notAStructOrEnum

  var message: String { "'@Generable' can only be applied to a struct or an enum" }
  var diagnosticID: MessageID { MessageID(domain: "VellumMacros", id: rawValue) }
  var severity: DiagnosticSeverity { .error }
}
