import Foundation
import Vellum

/// One mark as the chart lays it out: its kind, its values on each axis, and what the mark
/// modifiers set.
struct MarkRecord {
  enum Kind { case bar, line, point, area, rule, rectangle, sector }

  /// Where a mark lies along one axis: nothing (the whole plot, for a rule or a bar given
  /// one axis only), one value, or an interval between two.
  struct Span {
    var start: PlotValue?
    var end: PlotValue?
    /// Set for `.value(_, date, unit:)`: the interval the date stands for.
    var unitInterval: (start: Date, end: Date)?

    static let none = Span()
    init(start: PlotValue? = nil, end: PlotValue? = nil) {
      self.start = start
      self.end = end
    }
    init<P>(_ value: PlottableValue<P>) {
      start = value.value
      unitInterval = value.interval
    }
    init<P>(_ start: PlottableValue<P>?, _ end: PlottableValue<P>?) {
      self.start = start?.value
      self.end = end?.value
    }
    var isInterval: Bool { end != nil || unitInterval != nil }
  }

  var kind: Kind
  var x = Span.none
  var y = Span.none
  var width = MarkDimension.automatic
  var height = MarkDimension.automatic
  var stacking = MarkStackingMethod.standard
  /// A line's or an area's series (`series:`), which `foregroundStyle(by:)` also sets.
  var series: String?
  var style: AnyShapeStyle?
  /// The value of `foregroundStyle(by:)`: the series the chart colours from its palette.
  var styleKey: String?
  var symbolKey: String?
  var symbol: BasicChartSymbolShape?
  var symbolSize: CGFloat?
  var interpolation = InterpolationMethod.linear
  var cornerRadius: CGFloat = 0
  var opacity: Double = 1
  var lineStyle: StrokeStyle?
  /// The value of `position(by:)`: bars of one category side by side instead of stacked.
  var positionKey: String?
  var angle: Double = 0
  var innerRadius = MarkDimension.automatic
  var outerRadius = MarkDimension.automatic
  var angularInset: CGFloat = 0
  var annotations: [ChartAnnotation] = []

  init(kind: Kind) { self.kind = kind }

  /// The series a line or an area belongs to.
  var seriesKey: String { series ?? styleKey ?? symbolKey ?? "" }
}

/// A view drawn by a mark's `annotation` modifier.
struct ChartAnnotation {
  var position: AnnotationPosition
  var alignment: Alignment
  var spacing: CGFloat?
  var content: AnyView
}
