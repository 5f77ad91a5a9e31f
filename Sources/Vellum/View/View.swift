import Foundation

/// A piece of user interface, as in SwiftUI: a custom view describes itself with `body`.
///
/// As in the iOS 18 SDK, the protocol is `@MainActor @preconcurrency`: a view type is
/// main-actor isolated as a whole, so it may read `@MainActor` models in its properties and
/// `@State` defaults, and a caller that is not isolated is warned rather than stopped. Vellum
/// runs bodies inside a render that holds the main actor's isolation. Vellum's own views and
/// modifiers are `nonisolated`, so library code can make them anywhere.
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

nonisolated extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// Views Vellum knows how to resolve directly; their `body` is never read.
protocol PrimitiveView {
  func makeChildren(_ context: ResolveContext) -> ChildList
  /// The nodes `makeChildren(context)`'s children build in `context`, appended to `nodes`
  /// (see NodeBuilding.swift); by default exactly that.
  func makeNodes(_ context: ResolveContext, into nodes: inout [Node])
  /// `makeNodes` for the view of type `Self` at `view`, read where it lies. By default the
  /// view is copied out and asked; wrappers (stacks, modifiers, `if`) resolve their content
  /// in place instead, as a copy of a wrapper copies every view inside it (see
  /// NodeBuilding.swift).
  static func makeNodes(at view: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node])
  /// Whether the stored properties `makeNodes(at:)` reads where they lie are at the offsets
  /// it computes (`StoredFields`). Asked once per type, in every build configuration, when
  /// a render first meets the type; a type where they are not resolves through
  /// `makeNodes(_:into:)`, which reads the view as a value. True for types that read no
  /// field in place.
  static var storedFieldsAreWhereRead: Bool { get }
}

nonisolated extension PrimitiveView {
  static var storedFieldsAreWhereRead: Bool { true }

  /// `view.makeChildren(context)` for a view whose type is known to be `Self`.
  static func makeChildren<V>(of view: V, _ context: ResolveContext) -> ChildList {
    withUnsafePointer(to: view) { pointer in
      pointer.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee.makeChildren(context) }
    }
  }
}

nonisolated extension View where Body == Never {
  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// Resolves a view into the children it contributes to its parent container.
func makeChildren<V: View>(_ view: V, _ context: ResolveContext) -> ChildList {
  // A cast of the type, not the value: casting the value boxed every view larger than three
  // words into an existential.
  if let primitive = context.session.primitive(V.self) { return primitive.type.makeChildren(of: view, context) }
  if context.stopsAtCustomViews {
    return context.leaf { placing in
      var placing = placing
      placing.stopsAtCustomViews = false
      // Several views in its body stack as a root's do (`Host`); one is itself.
      let children = makeNodes(view, placing)
      return children.count == 1 ? children[0] : Node("VStack", VStackLayout(), children: children, context: placing)
    }
  }
  installDynamicProperties(of: view, context: context)
  // Resolve holds the main actor's isolation (see `onLargeStack`); the view does not escape it.
  nonisolated(unsafe) let view = view
  return makeChildren(onMainActor { view.body }, context)
}
