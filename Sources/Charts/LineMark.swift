import Vellum

/// A point of a line, as Swift Charts' `LineMark`: the marks of one series (`series:`, or
/// the value of `foregroundStyle(by:)`) are joined, in the order written, by a 2-point line.
public struct LineMark: ChartContent {
  public typealias Body = Never
  var record = MarkRecord(kind: .line)

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    record.x = .init(x)
    record.y = .init(y)
  }

  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    record.x = .init(x)
    record.y = .init(y)
    if case .category(let name) = series.value { record.series = name } else { record.series = "\(series.value)" }
  }

  public func _makeMarks(into marks: inout _ChartMarks) { marks.records.append(record) }
}

/// A point, as Swift Charts' `PointMark`: a filled symbol (a circle unless `symbol` or
/// `symbol(by:)` says otherwise).
public struct PointMark: ChartContent {
  public typealias Body = Never
  var record = MarkRecord(kind: .point)

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    record.x = .init(x)
    record.y = .init(y)
  }

  /// A point at `x`, in the middle of the plot's height.
  public init<X: Plottable>(x: PlottableValue<X>) { record.x = .init(x) }

  /// A point at `y`, in the middle of the plot's width.
  public init<Y: Plottable>(y: PlottableValue<Y>) { record.y = .init(y) }

  public func _makeMarks(into marks: inout _ChartMarks) { marks.records.append(record) }
}

/// A point of an area, as Swift Charts' `AreaMark`: the marks of one series are filled down
/// to zero (or between `yStart` and `yEnd`); several series stack.
public struct AreaMark: ChartContent {
  public typealias Body = Never
  var record = MarkRecord(kind: .area)

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
  ) {
    record.x = .init(x)
    record.y = .init(y)
    record.stacking = stacking
  }

  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
  ) {
    self.init(x: x, y: y, stacking: stacking)
    if case .category(let name) = series.value { record.series = name } else { record.series = "\(series.value)" }
  }

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
    record.x = .init(x)
    record.y = .init(yStart, yEnd)
  }

  public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
    record.x = .init(xStart, xEnd)
    record.y = .init(y)
  }

  public func _makeMarks(into marks: inout _ChartMarks) { marks.records.append(record) }
}
