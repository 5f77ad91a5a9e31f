import Vellum

/// What `chartXAxis { }` and `chartYAxis { }` hold, as Swift Charts' `AxisContent`: one or
/// several `AxisMarks`.
public protocol AxisContent {
  func _axisMarks(into marks: inout [AxisMarksSpec])
}

/// The result builder of axis content.
@resultBuilder
public enum AxisContentBuilder {
  public static func buildExpression<C: AxisContent>(_ content: C) -> AxisContentList {
    AxisContentList(parts: [content])
  }
  public static func buildBlock(_ content: AxisContentList...) -> AxisContentList {
    AxisContentList(parts: content.flatMap(\.parts))
  }
  public static func buildOptional(_ content: AxisContentList?) -> AxisContentList {
    content ?? AxisContentList(parts: [])
  }
  public static func buildEither(first: AxisContentList) -> AxisContentList { first }
  public static func buildEither(second: AxisContentList) -> AxisContentList { second }
  public static func buildLimitedAvailability(_ content: AxisContentList) -> AxisContentList { content }
}

/// Axis contents in a row.
public struct AxisContentList: AxisContent {
  let parts: [any AxisContent]
  public func _axisMarks(into marks: inout [AxisMarksSpec]) {
    for part in parts { part._axisMarks(into: &marks) }
  }
}
