import Vellum

/// A bar, as Swift Charts' `BarMark`: from zero to a value along one axis, across a
/// category's band (or a date's unit) along the other. Bars of one category stack, or stand
/// side by side with `position(by:)`.
public struct BarMark: ChartContent {
  public typealias Body = Never
  var record = MarkRecord(kind: .bar)

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    record.x = .init(x)
    record.y = .init(y)
    record.width = width
    record.height = height
    record.stacking = stacking
  }

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>? = nil, yEnd: PlottableValue<Y>? = nil,
    width: MarkDimension = .automatic
  ) {
    record.x = .init(x)
    record.y = .init(yStart, yEnd)
    record.width = width
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>? = nil, xEnd: PlottableValue<X>? = nil, y: PlottableValue<Y>,
    height: MarkDimension = .automatic
  ) {
    record.x = .init(xStart, xEnd)
    record.y = .init(y)
    record.height = height
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    record.x = .init(xStart, xEnd)
    record.y = .init(yStart, yEnd)
  }

  /// A bar of the whole plot's height: from zero to `x` when it is a number, else across
  /// `x`'s band.
  public init<X: Plottable>(
    x: PlottableValue<X>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    record.x = .init(x)
    record.width = width
    record.stacking = stacking
  }

  /// A bar of the whole plot's width: from zero to `y` when it is a number, else across `y`'s
  /// band.
  public init<Y: Plottable>(
    y: PlottableValue<Y>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    record.y = .init(y)
    record.height = height
    record.stacking = stacking
  }

  public func _makeMarks(into marks: inout _ChartMarks) { marks.records.append(record) }
}
