import Vellum

/// The result builder of chart content, as Swift Charts' `ChartContentBuilder`: several
/// marks, `if`/`else`, `if let`, `for`-less loops through `ForEach`, and `#available`.
@resultBuilder
public enum ChartContentBuilder {
  public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
  public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
  public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<repeat each C> {
    TupleChartContent(repeat each content)
  }
  public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
  public static func buildOptional<C: ChartContent>(_ content: C?) -> OptionalChartContent<C> {
    OptionalChartContent(content: content)
  }
  public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> ConditionalChartContent<T, F> {
    ConditionalChartContent(storage: .first(first))
  }
  public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> ConditionalChartContent<T, F> {
    ConditionalChartContent(storage: .second(second))
  }
  public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
}

/// No marks.
public struct EmptyChartContent: ChartContent {
  public typealias Body = Never
  public init() {}
  public func _makeMarks(into marks: inout _ChartMarks) {}
}

/// Several contents in a row, as a builder block makes them.
public struct TupleChartContent<each C: ChartContent>: ChartContent {
  public typealias Body = Never
  let content: (repeat each C)
  init(_ content: repeat each C) { self.content = (repeat each content) }
  public func _makeMarks(into marks: inout _ChartMarks) {
    for part in repeat each content { part._makeMarks(into: &marks) }
  }
}

/// The content of an `if` without `else`: its marks when the condition held.
public struct OptionalChartContent<C: ChartContent>: ChartContent {
  public typealias Body = Never
  let content: C?
  public func _makeMarks(into marks: inout _ChartMarks) { content?._makeMarks(into: &marks) }
}

/// The content of an `if`/`else` or a `switch`: the branch taken.
public struct ConditionalChartContent<T: ChartContent, F: ChartContent>: ChartContent {
  public typealias Body = Never
  enum Storage {
    case first(T)
    case second(F)
  }
  let storage: Storage
  public func _makeMarks(into marks: inout _ChartMarks) {
    switch storage {
    case .first(let content): content._makeMarks(into: &marks)
    case .second(let content): content._makeMarks(into: &marks)
    }
  }
}
