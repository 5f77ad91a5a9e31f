import Foundation
import Vellum

nonisolated extension View {
  func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
    transformEnvironment(\.chartConfiguration, transform: change)
  }

  /// Shows or hides the x axis.
  public func chartXAxis(_ visibility: Visibility) -> some View {
    chartConfiguration { $0.x.visibility = visibility }
  }

  /// Shows or hides the y axis.
  public func chartYAxis(_ visibility: Visibility) -> some View {
    chartConfiguration { $0.y.visibility = visibility }
  }

  /// The x axis's marks.
  public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
    var marks: [AxisMarksSpec] = []
    content()._axisMarks(into: &marks)
    return chartConfiguration { $0.x.marks = marks }
  }

  /// The y axis's marks.
  public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
    var marks: [AxisMarksSpec] = []
    content()._axisMarks(into: &marks)
    return chartConfiguration { $0.y.marks = marks }
  }

  /// A title for the x axis, drawn under its labels.
  public func chartXAxisLabel<S: StringProtocol>(
    _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    let label = String(label)
    return chartConfiguration { $0.x.label = label }
  }

  /// A title for the y axis (accepted, not drawn).
  public func chartYAxisLabel<S: StringProtocol>(
    _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View { self }

  public func chartXAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some View { self }

  public func chartYAxisLabel<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some View { self }

  /// The x scale's domain: a range of numbers or dates.
  public func chartXScale<P: Plottable & Comparable>(
    domain: ClosedRange<P>, range: ScaleRange? = nil, type: ScaleType? = nil
  ) -> some View {
    let domain = ScaleDomain.continuous(lower: PlotValue(domain.lowerBound), upper: PlotValue(domain.upperBound))
    return chartConfiguration { $0.x.domain = domain }
  }

  /// The y scale's domain: a range of numbers or dates.
  public func chartYScale<P: Plottable & Comparable>(
    domain: ClosedRange<P>, range: ScaleRange? = nil, type: ScaleType? = nil
  ) -> some View {
    let domain = ScaleDomain.continuous(lower: PlotValue(domain.lowerBound), upper: PlotValue(domain.upperBound))
    return chartConfiguration { $0.y.domain = domain }
  }

  /// The x scale's categories, in order; for numbers or dates, the range from the least to
  /// the greatest (`domain: [0, 60]`).
  public func chartXScale<P: Plottable>(domain: [P], range: ScaleRange? = nil, type: ScaleType? = nil) -> some View {
    let domain = ScaleDomain(domain.map(PlotValue.init))
    return chartConfiguration { $0.x.domain = domain }
  }

  /// The y scale's categories, in order; for numbers or dates, the range from the least to
  /// the greatest.
  public func chartYScale<P: Plottable>(domain: [P], range: ScaleRange? = nil, type: ScaleType? = nil) -> some View {
    let domain = ScaleDomain(domain.map(PlotValue.init))
    return chartConfiguration { $0.y.domain = domain }
  }

  /// The x scale's automatic domain, with or without zero.
  public func chartXScale(domain: AutomaticScaleDomain, range: ScaleRange? = nil, type: ScaleType? = nil)
    -> some View
  {
    chartConfiguration {
      $0.x.includesZero = domain.includesZero
      $0.x.reversed = domain.reversed
      $0.x.modifyDomain = domain.modify
    }
  }

  /// The y scale's automatic domain, with or without zero.
  public func chartYScale(domain: AutomaticScaleDomain, range: ScaleRange? = nil, type: ScaleType? = nil)
    -> some View
  {
    chartConfiguration {
      $0.y.includesZero = domain.includesZero
      $0.y.reversed = domain.reversed
      $0.y.modifyDomain = domain.modify
    }
  }

  /// The x scale's range or type alone (accepted).
  public func chartXScale(range: ScaleRange? = nil, type: ScaleType? = nil) -> some View { self }
  public func chartYScale(range: ScaleRange? = nil, type: ScaleType? = nil) -> some View { self }

  /// Shows or hides the legend.
  public func chartLegend(_ visibility: Visibility) -> some View {
    chartConfiguration { $0.legendVisibility = visibility }
  }

  /// Where the legend goes (it is drawn under the chart, or over it for `.top`).
  public func chartLegend(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    chartConfiguration { $0.legendPosition = position }
  }

  /// A legend of the app's own (accepted: the chart draws its own).
  public func chartLegend<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> C
  ) -> some View {
    chartConfiguration { $0.legendPosition = position }
  }

  /// The colour of each named series of `foregroundStyle(by:)`, in the legend's order.
  public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
    let scale = mapping.map { (PlotValue($0.key).name, AnyShapeStyle($0.value)) }
    return chartConfiguration { $0.styleScale = scale }
  }

  /// The colour of each named series, as a dictionary (its order is not kept: the legend
  /// lists series as they first appear).
  @_disfavoredOverload
  public func chartForegroundStyleScale<D: Plottable & Hashable, S: ShapeStyle>(_ mapping: [D: S]) -> some View {
    let scale = mapping.map { (PlotValue($0.key).name, AnyShapeStyle($0.value)) }
    return chartConfiguration { $0.styleScale = scale }
  }

  /// The series in `domain` take the colours of `range`, in order.
  public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(
    domain: [D], range: [S], type: ScaleType? = nil
  ) -> some View {
    let scale = zip(domain, range).map { (PlotValue($0).name, AnyShapeStyle($1)) }
    return chartConfiguration { $0.styleScale = scale }
  }

  /// Series take the colours of `range` in the order they appear.
  public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
    let styles = range.map { AnyShapeStyle($0) }
    return chartConfiguration { $0.styleRange = styles }
  }

  /// A series' colour by its value.
  public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(mapping: @escaping (D) -> S) -> some View {
    chartConfiguration { $0.styleMapping = { value in value.as(D.self).map { AnyShapeStyle(mapping($0)) } } }
  }

  /// The symbol of each named series of `symbol(by:)`.
  public func chartSymbolScale<D: Plottable>(_ mapping: KeyValuePairs<D, BasicChartSymbolShape>) -> some View {
    let scale = mapping.map { (PlotValue($0.key).name, $0.value) }
    return chartConfiguration { $0.symbolScale = scale }
  }

  /// Styles the plot area (accepted: the plot keeps the chart's own layout).
  public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View { self }

  /// A view behind the chart, given the chart's proxy (accepted, not drawn).
  public func chartBackground<C: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> C
  )
    -> some View
  { self }

  /// A view over the chart, given the chart's proxy, usually for gestures (accepted, not
  /// drawn: a still image has no touches).
  public func chartOverlay<C: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> C)
    -> some View
  { self }

  /// The selected x value (accepted: nothing is selected in a still image).
  public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
  public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
  public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
  public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }

  /// Scrolling the plot (accepted: the whole domain is shown).
  public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
  public func chartXVisibleDomain<P: Numeric>(length: P) -> some View { self }
  public func chartYVisibleDomain<P: Numeric>(length: P) -> some View { self }
  public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { self }
  public func chartScrollPosition<P: Plottable>(initialX: P) -> some View { self }
  public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View { self }

  /// Dashes lines by series (accepted: lines keep their own stroke).
  public func chartLineStyleScale<D: Plottable>(_ mapping: KeyValuePairs<D, StrokeStyle>) -> some View { self }
  public func chartLineStyleScale<D: Plottable>(domain: [D], range: [StrokeStyle]) -> some View { self }
  /// Sizes symbols by series (accepted).
  public func chartSymbolSizeScale<D: Plottable>(_ mapping: KeyValuePairs<D, CGFloat>) -> some View { self }

  /// Chart gestures (accepted).
  public func chartGesture<G>(_ gesture: @escaping (ChartProxy) -> G) -> some View { self }
}
