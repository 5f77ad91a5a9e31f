import Foundation

/// Builds views from closures, as SwiftUI's `@ViewBuilder`: blocks of any length, `if`,
/// `if let`, `switch`, `#available` and optional content.
@resultBuilder
public enum ViewBuilder {
  // The small builders are inlinable, so that a body using them is compiled for its own
  // types: called across the module boundary, each call looked up the generic types it
  // returns at run time.
  @inlinable public static func buildBlock() -> EmptyView { EmptyView() }
  @inlinable public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView(repeat each content)
  }
  @inlinable public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  @inlinable public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  @inlinable public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  @inlinable public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
    _ConditionalContent(trueContent: first)
  }
  @inlinable public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
    _ConditionalContent(falseContent: second)
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view made of several views in a row, as built by `@ViewBuilder`.
public struct TupleView<T>: View, PrimitiveView {
  public var value: T
  let parts: (ResolveContext) -> ChildList
  let nodes: (ResolveContext, inout [Node]) -> Void

  public init<each V: View>(_ values: repeat each V) where T == (repeat each V) {
    value = (repeat each values)
    parts = { context in
      var list = ChildList()
      var index = 0
      for view in repeat each values {
        list.append(contentsOf: Vellum.makeChildren(view, context.appending(index: index)))
        index += 1
      }
      return list
    }
    nodes = { context, nodes in
      var index = 0
      for view in repeat each values {
        Vellum.makeNodes(view, context.appending(index: index), into: &nodes)
        index += 1
      }
    }
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { parts(context) }
  func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) { self.nodes(context, &nodes) }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a `@ViewBuilder`; as in
/// SwiftUI, a struct with private storage.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  @usableFromInline enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  // Declared first, so the chosen branch lies at offset 0 (see `PrimitiveView.content(at:)`).
  @usableFromInline let storage: Storage
  /// Which branch `storage` holds, readable in place (asking the enum copies it here).
  @usableFromInline let isTrue: Bool

  @inlinable init(trueContent: TrueContent) {
    storage = .trueContent(trueContent)
    isTrue = true
  }
  @inlinable init(falseContent: FalseContent) {
    storage = .falseContent(falseContent)
    isTrue = false
  }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList {
    switch storage {
    case .trueContent(let view): Vellum.makeChildren(view, context.appending(branch: .ifTrue))
    case .falseContent(let view): Vellum.makeChildren(view, context.appending(branch: .ifFalse))
    }
  }

  static func makeNodes(at view: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node]) {
    if view.assumingMemoryBound(to: Self.self).pointee.isTrue {
      Vellum.makeNodes(at: content(at: view, TrueContent.self), context.appending(branch: .ifTrue), into: &nodes)
    } else {
      Vellum.makeNodes(at: content(at: view, FalseContent.self), context.appending(branch: .ifFalse), into: &nodes)
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeChildren(_ context: ResolveContext) -> ChildList {
    switch self {
    case .some(let view): Vellum.makeChildren(view, context.appending(branch: .some))
    case .none: ChildList()
    }
  }

  func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
    if case .some(let view) = self { Vellum.makeNodes(view, context.appending(branch: .some), into: &nodes) }
  }
}

/// A view that shows nothing and contributes no children.
public struct EmptyView: View, PrimitiveView {
  public init() {}
  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { ChildList() }
  func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {}
}

/// A type-erased view, as in SwiftUI.
public struct AnyView: View, PrimitiveView {
  let make: (ResolveContext) -> ChildList
  let nodes: (ResolveContext, inout [Node]) -> Void

  public init<V: View>(_ view: V) {
    make = { Vellum.makeChildren(view, $0) }
    nodes = { Vellum.makeNodes(view, $0, into: &$1) }
  }

  public init<V: View>(erasing view: V) { self.init(view) }

  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { make(context) }
  func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) { self.nodes(context, &nodes) }
}
