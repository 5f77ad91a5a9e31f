import Foundation

/// What wraps previews in shared setup, as SwiftUI's `PreviewModifier` (iOS 18): a context
/// made once per modifier type (a SwiftData container with sample objects, a view model) and
/// a body that puts the preview's view in it.
///
/// ```swift
/// struct SampleData: PreviewModifier {
///   static func makeSharedContext() async throws -> ModelContainer { … }
///   func body(content: Content, context: ModelContainer) -> some View {
///     content.modelContainer(context)
///   }
/// }
/// #Preview(traits: .modifier(SampleData())) { TripList() }
/// ```
///
/// As in SwiftUI, every preview with a modifier of the same type shares its context. Vellum
/// makes it before the first such preview renders, in each render process; see
/// `PreviewContexts` for a context that awaits real asynchronous work.
@MainActor @preconcurrency public protocol PreviewModifier {
  /// What `makeSharedContext()` makes; none by default.
  associatedtype Context = Void
  associatedtype Body: View
  /// The preview's view, as the modifier's body receives it.
  typealias Content = PreviewModifierContent

  /// Makes the context every preview with this modifier type shares.
  static func makeSharedContext() async throws -> Context

  /// The preview's view in the modifier's setting.
  @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
  public static func makeSharedContext() async throws {}
}

/// The preview's view inside a `PreviewModifier`'s body.
public struct PreviewModifierContent: View {
  let content: AnyView
  public var body: some View { content }
}

/// A `PreviewModifier` of any type, as a `PreviewTrait` holds it: equal to another of the
/// same type that describes itself the same way.
public struct AnyPreviewModifier: Hashable, @unchecked Sendable {
  let type: ObjectIdentifier
  let description: String
  let wrap: (AnyView) -> AnyView
  let prepare: () -> Void

  init<Modifier: PreviewModifier>(_ modifier: Modifier) {
    type = ObjectIdentifier(Modifier.self)
    description = String(reflecting: modifier)
    wrap = { AnyView(PreviewModifierView(modifier: modifier, content: $0)) }
    prepare = { PreviewContexts.prepare(Modifier.self) }
  }

  /// `view` inside the modifier's body, with its type's shared context, which is made now if
  /// it is not ready (see `PreviewContexts`).
  public func apply(to view: AnyView) -> AnyView {
    prepare()
    return wrap(view)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.description == rhs.description
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(description)
  }
}

/// A preview's view inside a modifier's body. When the shared context cannot be made, the
/// view is drawn without the modifier and the render reports why.
nonisolated struct PreviewModifierView<Modifier: PreviewModifier>: View, PrimitiveView {
  let modifier: Modifier
  let content: AnyView

  typealias Body = Never

  func makeChildren(_ context: ResolveContext) -> ChildList {
    let modifier = UncheckedBox(modifier)
    let content = UncheckedBox(content)
    let made = onMainActor { PreviewContexts.context(of: Modifier.self).map(UncheckedBox.init) }
    switch made {
    case .success(let shared):
      let body = onMainActor {
        AnyView(modifier.value.body(content: PreviewModifierContent(content: content.value), context: shared.value))
      }
      return Vellum.makeChildren(body, context)
    case .failure(let error):
      let failure = "\(Modifier.self).makeSharedContext() failed (\(error))"
      context.diagnostics.report("Preview: \(failure); the preview is drawn without the modifier")
      // What the modifier would have placed (an `environmentObject`, an `environment(_:)`
      // object) is missing below, and reading it stops the program: that message says why.
      let without = AnyView(content.value.transformEnvironment(\.unmadePreviewContexts) { $0.append(failure) })
      return Vellum.makeChildren(without, context)
    }
  }
}

enum UnmadePreviewContextsKey: EnvironmentKey {
  static var defaultValue: [String] { [] }
}

extension EnvironmentValues {
  /// The shared contexts that could not be made for the `PreviewModifier`s a preview is drawn
  /// without, each as "X.makeSharedContext() failed (why)".
  var unmadePreviewContexts: [String] {
    get { self[UnmadePreviewContextsKey.self] }
    set { self[UnmadePreviewContextsKey.self] = newValue }
  }

  /// For the message of a missing environment object: the `PreviewModifier`s this view is
  /// drawn without, which may be what would have placed it; empty when there are none.
  var unmadePreviewContextsNote: String {
    let failures = unmadePreviewContexts
    guard !failures.isEmpty else { return "" }
    return " The preview is drawn without its PreviewModifier, which may be what places it: "
      + failures.joined(separator: "; ") + "."
  }
}
