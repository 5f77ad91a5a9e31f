import Foundation
import Vellum

/// Chart content with a mark modifier applied: every mark of the content gets the change.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent {
  public typealias Body = Never
  let content: Content
  let change: (inout MarkRecord) -> Void

  public func _makeMarks(into marks: inout _ChartMarks) {
    let start = marks.records.count
    content._makeMarks(into: &marks)
    for index in start..<marks.records.count { change(&marks.records[index]) }
  }
}

extension PlotValue {
  /// The name of a series or a category: a string as it is, a number without a needless
  /// fraction, a date as Foundation writes it.
  var name: String {
    switch self {
    case .category(let name): return name
    case .number(let number):
      return number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    case .date(let date): return date.formatted(date: .abbreviated, time: .omitted)
    }
  }
}

extension ChartContent {
  func modified(_ change: @escaping (inout MarkRecord) -> Void) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self, change: change)
  }

  /// Fills or strokes the marks with `style` (a colour, a gradient), as in Swift Charts.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedChartContent<Self> {
    modified { $0.style = AnyShapeStyle(style) }
  }

  /// Colours the marks by series: each distinct value takes the next colour of the palette
  /// (blue, green, orange, purple, red, cyan, yellow, then again) or the colour
  /// `chartForegroundStyleScale` gives it, and the legend lists the series.
  public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
    modified { $0.styleKey = value.value.name }
  }

  /// Gives each series its own symbol (circle, square, triangle, diamond, pentagon); a line
  /// with symbols draws them at its points.
  public func symbol<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
    modified { $0.symbolKey = value.value.name }
  }

  /// Draws the marks' points with `symbol`.
  public func symbol(_ symbol: BasicChartSymbolShape) -> ModifiedChartContent<Self> {
    modified { $0.symbol = symbol }
  }

  /// Draws the marks' points with a view of the app's own; Vellum draws a circle instead.
  public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> ModifiedChartContent<Self> {
    modified { $0.symbol = .circle }
  }

  /// Draws the marks' points with a view (`.symbol(Circle().strokeBorder(lineWidth: 2))`);
  /// Vellum draws a circle instead.
  public func symbol<V: View>(_ symbol: V) -> ModifiedChartContent<Self> {
    modified { $0.symbol = .circle }
  }

  /// The size of the marks' symbols, as an area in square points (Swift Charts' measure).
  public func symbolSize(_ size: CGFloat) -> ModifiedChartContent<Self> {
    modified { $0.symbolSize = size.squareRoot() }
  }

  /// The size of the marks' symbols, as a width and height.
  public func symbolSize(_ size: CGSize) -> ModifiedChartContent<Self> {
    modified { $0.symbolSize = max(size.width, size.height) }
  }

  /// Sizes the symbols by series (accepted: every symbol keeps the default size).
  public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> { modified { _ in } }

  /// How the marks' line or area joins its points.
  public func interpolationMethod(_ method: InterpolationMethod) -> ModifiedChartContent<Self> {
    modified { $0.interpolation = method }
  }

  /// Rounds a bar's or a rectangle's corners.
  public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> ModifiedChartContent<Self> {
    modified { $0.cornerRadius = radius }
  }

  public func opacity(_ opacity: Double) -> ModifiedChartContent<Self> {
    modified { $0.opacity *= opacity }
  }

  /// The stroke of a line or a rule (width, dashes).
  public func lineStyle(_ style: StrokeStyle) -> ModifiedChartContent<Self> {
    modified { $0.lineStyle = style }
  }

  /// Dashes lines by series (accepted: lines keep their stroke).
  public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> ModifiedChartContent<Self> {
    modified { _ in }
  }

  /// Sets bars of one category side by side, one slot per value, instead of stacking them.
  public func position<P: Plottable>(
    by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic
  ) -> ModifiedChartContent<Self> {
    modified { $0.positionKey = value.value.name }
  }

  /// Moves the marks by a distance in points (accepted: marks stay where their values are).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartContent<Self> { modified { _ in } }
  public func offset(_ size: CGSize) -> ModifiedChartContent<Self> { modified { _ in } }
  public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> ModifiedChartContent<Self> {
    modified { _ in }
  }
  public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> ModifiedChartContent<Self> {
    modified { _ in }
  }

  /// Graphic effects on marks (accepted: the marks are drawn without them).
  public func blur(radius: CGFloat) -> ModifiedChartContent<Self> { modified { _ in } }
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
  )
    -> ModifiedChartContent<Self>
  { modified { _ in } }
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedChartContent<Self> {
    modified { _ in }
  }
  public func compositingLayer(renderingMode: ColorRenderingMode = .nonLinear) -> ModifiedChartContent<Self> {
    modified { _ in }
  }
  public func compositingLayer<V: View>(
    renderingMode: ColorRenderingMode = .nonLinear, style: @escaping (ChartMarkLayer) -> V
  ) -> ModifiedChartContent<Self> { modified { _ in } }
  public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> ModifiedChartContent<Self> {
    modified { _ in }
  }

  /// A view beside a mark, as Swift Charts' `annotation`: above a bar or a point by
  /// default (after a horizontal bar's end), inside it with `.overlay`, or on the side given.
  /// Swift Charts moves an annotation that would leave the plot; Vellum leaves it where it is.
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> ModifiedChartContent<Self> {
    let annotation = ChartAnnotation(
      position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
    return modified { $0.annotations.append(annotation) }
  }

  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
    overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C
  ) -> ModifiedChartContent<Self> {
    annotation(position: position, alignment: alignment, spacing: spacing, content: content)
  }

  /// The content's accessibility (accepted; a still image has none).
  public func accessibilityLabel(_ label: Text) -> ModifiedChartContent<Self> { modified { _ in } }
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedChartContent<Self> { modified { _ in } }
  public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedChartContent<Self> { modified { _ in } }
  public func accessibilityValue(_ value: Text) -> ModifiedChartContent<Self> { modified { _ in } }
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedChartContent<Self> { modified { _ in } }
  public func accessibilityValue(_ value: LocalizedStringKey) -> ModifiedChartContent<Self> { modified { _ in } }
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedChartContent<Self> { modified { _ in } }
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedChartContent<Self> { modified { _ in } }

  /// Draws the marks above or below others (accepted: marks are drawn in the order written).
  public func zIndex(_ value: Double) -> ModifiedChartContent<Self> { modified { _ in } }

  /// Fills marks with their style as one gradient over the plot area (accepted).
  public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> ModifiedChartContent<Self> {
    modified { _ in }
  }
}

/// The marks' layer handed to `compositingLayer(style:)` to be styled as a view (Vellum
/// draws the marks without the styling).
nonisolated public struct ChartMarkLayer: View {
  public var body: some View { Color.clear }
}
