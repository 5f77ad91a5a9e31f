import Vellum

/// The result builder of map content, as MapKit's `MapContentBuilder`: several items,
/// `if`/`else`, `if let`, loops through `ForEach`, and `#available`.
@resultBuilder
public enum MapContentBuilder {
  public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }
  public static func buildBlock<C: MapContent>(_ content: C) -> C { content }
  public static func buildBlock<each C: MapContent>(_ content: repeat each C) -> TupleMapContent<repeat each C> {
    TupleMapContent(repeat each content)
  }
  public static func buildExpression<C: MapContent>(_ content: C) -> C { content }
  public static func buildOptional<C: MapContent>(_ content: C?) -> OptionalMapContent<C> {
    OptionalMapContent(content: content)
  }
  public static func buildEither<T: MapContent, F: MapContent>(first: T) -> ConditionalMapContent<T, F> {
    ConditionalMapContent(storage: .first(first))
  }
  public static func buildEither<T: MapContent, F: MapContent>(second: F) -> ConditionalMapContent<T, F> {
    ConditionalMapContent(storage: .second(second))
  }
  public static func buildLimitedAvailability<C: MapContent>(_ content: C) -> C { content }
}

/// No content.
public struct EmptyMapContent: MapContent {
  public typealias Body = Never
  public init() {}
  public func _makeMapElements(into elements: inout _MapElements) {}
}

/// Several contents in a row, as a builder block makes them.
public struct TupleMapContent<each C: MapContent>: MapContent {
  public typealias Body = Never
  let content: (repeat each C)
  init(_ content: repeat each C) { self.content = (repeat each content) }
  public func _makeMapElements(into elements: inout _MapElements) {
    for part in repeat each content { part._makeMapElements(into: &elements) }
  }
}

/// The content of an `if` without `else`: its elements when the condition held.
public struct OptionalMapContent<C: MapContent>: MapContent {
  public typealias Body = Never
  let content: C?
  public func _makeMapElements(into elements: inout _MapElements) { content?._makeMapElements(into: &elements) }
}

/// The content of an `if`/`else` or a `switch`: the branch taken.
public struct ConditionalMapContent<T: MapContent, F: MapContent>: MapContent {
  public typealias Body = Never
  enum Storage {
    case first(T)
    case second(F)
  }
  let storage: Storage
  public func _makeMapElements(into elements: inout _MapElements) {
    switch storage {
    case .first(let content): content._makeMapElements(into: &elements)
    case .second(let content): content._makeMapElements(into: &elements)
    }
  }
}
