import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview(name, traits: …) { body }`: a uniquely named type conforming to
/// `Vellum._PreviewRegistry` that carries the preview's name, traits, file and line and makes
/// its view. Discovery finds it through the Swift runtime's conformance records. The type is
/// public: nothing in the program refers to it, so an optimised (release) build dropped an
/// internal one, conformance record and all.
///
/// `@Previewable` declarations at the top of the body become stored properties of a view
/// made for the preview, so `@Previewable @State var isOn = true` keeps its wrapper, as in
/// SwiftUI.
///
/// The body is a static function returning `any View`, as SwiftUI's `#Preview` body closure
/// does, so a body may return different views from its branches (`do { … return
/// Screen() } catch { return Text(…) }`). It is not a closure returning the body's type: a
/// body that declares a local view type (`struct PreviewWrapper: View`) and returns it would
/// give a closure whose type names a type declared inside it, which sends the compiler's
/// mangler into endless recursion (signal 11).
public enum PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if node.arguments.contains(where: { $0.label?.text == "as" }) {
      return widgetExpansion(of: node, in: context)
    }
    var name: ExprSyntax = "nil"
    var traits: [ExprSyntax] = []
    var body: ClosureExprSyntax? = node.trailingClosure
    var inTraits = false
    for (index, argument) in node.arguments.enumerated() {
      switch argument.label?.text {
      case nil where index == 0 && !inTraits: name = argument.expression.trimmed
      case "traits":
        inTraits = true
        traits.append(argument.expression.trimmed)
      case "body": body = argument.expression.as(ClosureExprSyntax.self)
      case nil where inTraits: traits.append(argument.expression.trimmed)
      default:
        context.diagnose(Diagnostic(node: Syntax(argument), message: PreviewDiagnostic.unexpectedArgument))
        return []
      }
    }
    guard let body else {
      context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic.noBody))
      return []
    }

    let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let file: ExprSyntax = location?.file ?? "#fileID"
    let line: ExprSyntax = location?.line ?? "#line"
    let typeName = context.makeUniqueName("Preview")

    // Split the body into `@Previewable` declarations and the rest.
    var stored: [String] = []
    var rest: [String] = []
    for item in body.statements {
      if let variable = item.item.as(VariableDeclSyntax.self),
        variable.attributes.contains(where: { isPreviewable($0) })
      {
        stored.append(variable.with(\.attributes, variable.attributes.filter { !isPreviewable($0) }).trimmedDescription)
      } else {
        rest.append(item.trimmedDescription)
      }
    }

    let traitList = traits.map(\.description).joined(separator: ", ")
    // A body that returns its view explicitly is not built by `@ViewBuilder` (as a closure's
    // would not be); marking the function would only add a warning.
    let returns = stored.isEmpty && ReturnFinder.returns(in: body.statements)
    let builder = returns ? "" : "@Vellum.ViewBuilder "
    let make: String
    var contentType = ""
    if stored.isEmpty {
      make = rest.joined(separator: "\n")
    } else {
      make = "_PreviewContent()"
      // File-private, so `@Previewable` state may have a private type of the file.
      contentType = """
        fileprivate struct _PreviewContent: Vellum.View {
        \(stored.joined(separator: "\n"))
        var body: some Vellum.View {
        \(rest.joined(separator: "\n"))
        }
        }

        """
    }
    return [
      """
      public struct \(typeName): Vellum._PreviewRegistry {
      \(raw: contentType)\(raw: builder)@MainActor static func _make() -> any Vellum.View {
      \(raw: make)
      }
      public static var _preview: Vellum._PreviewDeclaration {
      Vellum._PreviewDeclaration(\(name), traits: { [\(raw: traitList)] }, fileID: \(file), line: \(line)) {
      Vellum.AnyView(_make())
      }
      }
      }
      """
    ]
  }

  /// WidgetKit's `#Preview(_:as:using:widget:timeline:)`, `…timelineProvider:)` and a Live
  /// Activity's `…contentStates:)`: a registry type whose preview WidgetKit's
  /// `_widgetPreview` makes, with the arguments as written (the widget closure may be the
  /// trailing one, the timeline a labelled one). Only a file that imports WidgetKit can name
  /// this overload, so Vellum needs no WidgetKit.
  static func widgetExpansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    var arguments: [(label: String, value: String)] = []
    var name = "nil"
    for (index, argument) in node.arguments.enumerated() {
      if let label = argument.label?.text {
        arguments.append((label, argument.expression.trimmedDescription))
      } else if index == 0 {
        name = argument.expression.trimmedDescription
      }
    }
    var closures: [(label: String?, value: String)] = []
    if let trailing = node.trailingClosure { closures.append((nil, trailing.trimmedDescription)) }
    for closure in node.additionalTrailingClosures {
      closures.append((closure.label.text, closure.closure.trimmedDescription))
    }
    for (label, value) in closures {
      let resolved =
        label ?? (arguments.contains { $0.label == "widget" } ? "timeline" : "widget")
      arguments.append((resolved, value))
    }
    let known: Set = ["as", "using", "widget", "timeline", "timelineProvider", "contentStates"]
    if arguments.contains(where: { !known.contains($0.label) }) {
      context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic.unexpectedWidgetArgument))
      return []
    }
    guard arguments.contains(where: { $0.label == "widget" }),
      arguments.contains(where: { ["timeline", "timelineProvider", "contentStates"].contains($0.label) })
    else {
      context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic.noWidget))
      return []
    }
    let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let file: ExprSyntax = location?.file ?? "#fileID"
    let line: ExprSyntax = location?.line ?? "#line"
    let typeName = context.makeUniqueName("Preview")
    func value(_ label: String) -> String? { arguments.first { $0.label == label }?.value }
    var call = ["\(name)", "as: \(value("as")!)"]
    if let intent = value("using") { call.append("using: \(intent)") }
    call.append("fileID: \(file)")
    call.append("line: \(line)")
    call.append("widget: \(value("widget")!)")
    if let timeline = value("timeline") { call.append("timeline: \(timeline)") }
    if let provider = value("timelineProvider") { call.append("timelineProvider: \(provider)") }
    if let states = value("contentStates") { call.append("contentStates: \(states)") }
    return [
      """
      public struct \(typeName): Vellum._PreviewRegistry {
      public static var _preview: Vellum._PreviewDeclaration {
      WidgetKit._widgetPreview(\(raw: call.joined(separator: ", ")))
      }
      }
      """
    ]
  }

  static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
    guard case .attribute(let attribute) = element else { return false }
    let name = attribute.attributeName.trimmedDescription
    return name == "Previewable" || name == "Vellum.Previewable"
  }
}

/// `@Previewable`: marks a declaration at the top of a `#Preview` body as state of the
/// preview. It expands to nothing; `#Preview` moves the declaration into a view.
public enum PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // A local variable in a closure has a closure in its lexical context; anywhere else the
    // attribute can do nothing, which SwiftUI reports as an error.
    let inClosure = context.lexicalContext.contains { $0.is(ClosureExprSyntax.self) }
    if !inClosure {
      context.diagnose(Diagnostic(node: Syntax(node), message: PreviewDiagnostic.previewableOutsidePreview))
    }
    return []
  }
}

enum PreviewDiagnostic: String, DiagnosticMessage {
  case noBody, unexpectedArgument, previewableOutsidePreview, unexpectedWidgetArgument, noWidget

  var message: String {
    switch self {
    case .noBody: "'#Preview' needs a body closure that returns the view to preview"
    case .unexpectedArgument: "'#Preview' takes an optional name, 'traits:' and a body closure"
    case .previewableOutsidePreview: "'@Previewable' can only be used in a #Preview body closure"
    case .unexpectedWidgetArgument:
      "a widget '#Preview' takes an optional name, 'as:', 'using:', 'widget:' and 'timeline:', 'timelineProvider:' or 'contentStates:'"
    case .noWidget:
      "a widget '#Preview' needs a widget closure and a 'timeline:', 'timelineProvider:' or 'contentStates:' closure"
    }
  }

  var diagnosticID: MessageID { MessageID(domain: "VellumMacros", id: "Preview.\(rawValue)") }
  var severity: DiagnosticSeverity { .error }
}

/// Finds a `return` of the preview body itself: in its statements or their `if`, `do` and
/// `switch` blocks, not in closures, functions or types declared inside it.
final class ReturnFinder: SyntaxVisitor {
  var found = false

  static func returns(in statements: CodeBlockItemListSyntax) -> Bool {
    let finder = ReturnFinder(viewMode: .sourceAccurate)
    finder.walk(statements)
    return finder.found
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
