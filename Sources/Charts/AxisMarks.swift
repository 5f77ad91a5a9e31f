import Foundation
import Vellum

/// The marks of one axis, as Swift Charts' `AxisMarks`: at which values (`values:`), on
/// which side (`position:`), and what each value shows: by default a gridline, a tick and a
/// label; given a builder, what it makes for each `AxisValue`.
public struct AxisMarks: AxisContent {
  var spec: AxisMarksSpec

  /// Gridlines, ticks and labels at `values` (about five by default).
  public init(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
    stroke: StrokeStyle? = nil
  ) {
    spec = AxisMarksSpec(preset: preset, position: position, values: values, content: nil)
  }

  /// What `content` makes for each value.
  public init<Content: AxisMark>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
    @AxisMarkBuilder content: @escaping (AxisValue) -> Content
  ) {
    spec = AxisMarksSpec(preset: preset, position: position, values: values) { content($0).components }
  }

  /// What `content` makes for every value alike (a builder that does not read the value).
  public init<Content: AxisMark>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
    @AxisMarkBuilder content: @escaping () -> Content
  ) {
    spec = AxisMarksSpec(preset: preset, position: position, values: values) { _ in content().components }
  }

  /// Gridlines, ticks and labels written in `format` (`.percent`, `.currency(code:)`,
  /// `.dateTime.month()`).
  public init<Format: FormatStyle>(
    format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
    values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
  ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
    let label = AxisValueLabel(format: format)
    spec = AxisMarksSpec(preset: preset, position: position, values: values) { _ in
      [AxisComponent(kind: .gridLine), AxisComponent(kind: .tick(length: 4))] + label.components
    }
    spec.formatsLabelsOnly = true
  }

  /// Marks at the given values.
  public init<Values: Sequence>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values,
    stroke: StrokeStyle? = nil
  ) where Values.Element: Plottable {
    self.init(preset: preset, position: position, values: .list(values.map(PlotValue.init)))
  }

  /// What `content` makes for each of the given values.
  public init<Values: Sequence, Content: AxisMark>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values,
    @AxisMarkBuilder content: @escaping (AxisValue) -> Content
  ) where Values.Element: Plottable {
    self.init(preset: preset, position: position, values: .list(values.map(PlotValue.init)), content: content)
  }

  /// What `content` makes at each of the given values alike (a builder that does not read
  /// the value: a gridline at one amount).
  public init<Values: Sequence, Content: AxisMark>(
    preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values,
    @AxisMarkBuilder content: @escaping () -> Content
  ) where Values.Element: Plottable {
    self.init(preset: preset, position: position, values: .list(values.map(PlotValue.init)), content: content)
  }

  public func _axisMarks(into marks: inout [AxisMarksSpec]) { marks.append(spec) }
}

/// One `AxisMarks` as the chart draws it.
public struct AxisMarksSpec {
  var preset: AxisMarkPreset
  var position: AxisMarkPosition
  var values: AxisMarkValues
  /// The components for a value; nil for the default gridline, tick and label.
  var content: ((AxisValue) -> [AxisComponent])?
  /// Set by `AxisMarks(format:)`: the content is the default marks with formatted labels,
  /// so the axis draws the parts it draws by default (no gridlines across categories).
  var formatsLabelsOnly = false
}

/// Which side of the plot an axis's marks are on, as Swift Charts' `AxisMarkPosition`.
public struct AxisMarkPosition: Equatable, Sendable {
  let name: String
  public static let automatic = AxisMarkPosition(name: "automatic")
  public static let leading = AxisMarkPosition(name: "leading")
  public static let trailing = AxisMarkPosition(name: "trailing")
  public static let top = AxisMarkPosition(name: "top")
  public static let bottom = AxisMarkPosition(name: "bottom")
}

/// The layout an axis's marks follow, as Swift Charts' `AxisMarkPreset` (accepted).
public struct AxisMarkPreset: Sendable {
  public static let automatic = AxisMarkPreset()
  public static let extended = AxisMarkPreset()
  public static let aligned = AxisMarkPreset()
  public static let inset = AxisMarkPreset()
}

/// The values an axis marks, as Swift Charts' `AxisMarkValues`: chosen by the chart (about
/// `desiredCount` of them), every `stride` of a number or a calendar unit, or a list.
public struct AxisMarkValues {
  enum Kind {
    case automatic(desiredCount: Int?)
    case numberStride(Double)
    case dateStride(Calendar.Component, count: Int, calendar: Calendar)
    case list([PlotValue])
  }
  let kind: Kind

  public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }

  public static func automatic(
    minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
    roundUpperBound: Bool? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
  }

  public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
    -> AxisMarkValues
  {
    AxisMarkValues(kind: .numberStride(step))
  }

  public static func stride(
    by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
    calendar: Calendar? = nil
  ) -> AxisMarkValues {
    AxisMarkValues(kind: .dateStride(component, count: max(count, 1), calendar: calendar ?? .current))
  }

  static func list(_ values: [PlotValue]) -> AxisMarkValues { AxisMarkValues(kind: .list(values)) }
}

/// A value an axis marks, given to the builder of `AxisMarks`, as Swift Charts' `AxisValue`.
public struct AxisValue {
  let value: PlotValue
  /// The value's place among the axis's values, and their number.
  public let index: Int
  public let count: Int

  /// The value as `type` (a number as `Double` or `Int`, a date, a category's string), or nil.
  public func `as`<P: Plottable>(_ type: P.Type) -> P? { value.as(type) }
}
