import Vellum

/// A wedge of a pie or a donut, as Swift Charts' `SectorMark` (iOS 17): each sector's angle
/// is its share of the sum of all angles, the first starting at twelve o'clock and going
/// clockwise. `innerRadius` makes a donut (`.ratio(0.6)`), `angularInset` leaves that many
/// points between wedges. A chart of sectors has no axes. Vellum keeps a fixed radius
/// within the space the chart has (and the inner radius within the outer).
public struct SectorMark: ChartContent {
  public typealias Body = Never
  var record = MarkRecord(kind: .sector)

  public init<V: Plottable>(
    angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
    angularInset: CGFloat? = nil
  ) {
    record.angle = angle.value.continuous ?? 0
    record.innerRadius = innerRadius
    record.outerRadius = outerRadius
    record.angularInset = angularInset ?? 0
  }

  public func _makeMarks(into marks: inout _ChartMarks) { marks.records.append(record) }
}
