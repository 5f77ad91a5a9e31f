import Vellum

/// A straight line, as Swift Charts' `RuleMark`: across the whole plot at one value (a
/// target, an average), or between two values; 1 point wide.
public struct RuleMark: ChartContent {
  public typealias Body = Never
  var record = MarkRecord(kind: .rule)

  /// A vertical rule at `x`, the plot's height or from `yStart` to `yEnd`.
  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>? = nil, yEnd: PlottableValue<Y>? = nil
  ) {
    record.x = .init(x)
    record.y = .init(yStart, yEnd)
  }

  /// A horizontal rule at `y`, the plot's width or from `xStart` to `xEnd`.
  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>? = nil, xEnd: PlottableValue<X>? = nil, y: PlottableValue<Y>
  ) {
    record.x = .init(xStart, xEnd)
    record.y = .init(y)
  }

  /// A vertical rule the plot's height at `x`.
  public init<X: Plottable>(x: PlottableValue<X>) { record.x = .init(x) }

  /// A horizontal rule the plot's width at `y`.
  public init<Y: Plottable>(y: PlottableValue<Y>) { record.y = .init(y) }

  public func _makeMarks(into marks: inout _ChartMarks) { marks.records.append(record) }
}

/// A rectangle, as Swift Charts' `RectangleMark`: between two values on each axis, or of a
/// width and height (a heat map's cell: a category's whole band by default).
public struct RectangleMark: ChartContent {
  public typealias Body = Never
  var record = MarkRecord(kind: .rectangle)

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
  ) {
    record.x = .init(x)
    record.y = .init(y)
    record.width = width
    record.height = height
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    record.x = .init(xStart, xEnd)
    record.y = .init(yStart, yEnd)
  }

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
  ) {
    record.x = .init(x)
    record.y = .init(yStart, yEnd)
    record.width = width
  }

  /// A band the plot's width, from `yStart` to `yEnd` (a target range behind the marks).
  public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    record.y = .init(yStart, yEnd)
  }

  /// A band the plot's height, from `xStart` to `xEnd`.
  public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
    record.x = .init(xStart, xEnd)
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
  ) {
    record.x = .init(xStart, xEnd)
    record.y = .init(y)
    record.height = height
  }

  public func _makeMarks(into marks: inout _ChartMarks) { marks.records.append(record) }
}
