import Foundation

/// Builds views from closures, as SwiftUI's `@ViewBuilder`: blocks of any length, `if`,
/// `if let`, `switch`, `#available` and optional content.
@resultBuilder
public enum ViewBuilder {
  // The small builders are inlinable, so that a body using them is compiled for its own
  // types: called across the module boundary, each call looked up the generic types it
  // returns at run time. They take their views as `consuming`, so that a view is moved, not
  // copied, into the one that wraps it (a copy at each `if` level of a body copied all of it).
  @inlinable public static func buildBlock() -> EmptyView { EmptyView() }
  @inlinable public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    TupleView(repeat each content)
  }
  @inlinable public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }
  @inlinable public static func buildIf<Content: View>(_ content: consuming Content?) -> Content? { content }
  @inlinable public static func buildOptional<Content: View>(_ content: consuming Content?) -> Content? { content }
  @inlinable public static func buildEither<T: View, F: View>(first: consuming T) -> _ConditionalContent<T, F> {
    _ConditionalContent(trueContent: first)
  }
  @inlinable public static func buildEither<T: View, F: View>(second: consuming F) -> _ConditionalContent<T, F> {
    _ConditionalContent(falseContent: second)
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view made of several views in a row, as built by `@ViewBuilder`.
nonisolated public struct TupleView<T>: View, PrimitiveView {
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
      var count = 0
      for _ in repeat each values { count += 1 }
      reserve(count, in: &nodes)
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
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  @usableFromInline enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  /// Which branch `storage` holds, readable in place (asking the enum copies it here).
  @usableFromInline let isTrue: Bool
  @usableFromInline let storage: Storage

  @inlinable init(trueContent: consuming TrueContent) {
    storage = .trueContent(trueContent)
    isTrue = true
  }
  @inlinable init(falseContent: consuming FalseContent) {
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

  /// `makeNodes(at:)` reads `isTrue` at 0 and the enum's payload where `storage` starts.
  static var storedFieldsAreWhereRead: Bool {
    var fields = StoredFields()
    let isTrue = fields.next(Bool.self)
    let payload = fields.next(
      size: 0, alignment: max(MemoryLayout<TrueContent>.alignment, MemoryLayout<FalseContent>.alignment))
    return MemoryLayout<Self>.offset(of: \Self.isTrue) == isTrue
      && MemoryLayout<Self>.offset(of: \Self.storage) == payload
  }

  static func makeNodes(at view: UnsafeRawPointer, _ context: ResolveContext, into nodes: inout [Node]) {
    // `isTrue` at 0; then the enum, aligned as its most aligned payload, and either payload
    // at the enum's start (the Swift ABI's layout of multi-payload enums). See `StoredFields`.
    var fields = StoredFields()
    let isTrue = view.field(fields.next(Bool.self), as: Bool.self).pointee
    let payload = fields.next(
      size: 0, alignment: max(MemoryLayout<TrueContent>.alignment, MemoryLayout<FalseContent>.alignment))
    if isTrue {
      Vellum.makeNodes(at: view.field(payload, as: TrueContent.self), context.appending(branch: .ifTrue), into: &nodes)
    } else {
      Vellum.makeNodes(
        at: view.field(payload, as: FalseContent.self), context.appending(branch: .ifFalse), into: &nodes)
    }
  }
}

nonisolated extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

nonisolated extension Optional: PrimitiveView where Wrapped: View {
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
nonisolated public struct EmptyView: View, PrimitiveView {
  public init() {}
  public typealias Body = Never
  func makeChildren(_ context: ResolveContext) -> ChildList { ChildList() }
  func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {}
}

/// A type-erased view, as in SwiftUI.
nonisolated public struct AnyView: View, PrimitiveView {
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

/// Tells a `TupleView` (several views written one after another) apart at run time.
protocol TupleViewMarker {}
extension TupleView: TupleViewMarker {}
