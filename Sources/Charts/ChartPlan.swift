import Foundation
import Vellum

/// What a chart draws, worked out from its marks and the chart modifiers before it has a
/// size: the stacked extent of bars and areas, the scales, the series with their colours and
/// symbols, and each axis's marks.
struct ChartPlan {
  /// Swift Charts' default palette for `foregroundStyle(by:)`, in its order.
  static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
  /// The colour of marks with no style and no series.
  static var defaultStyle: AnyShapeStyle { AnyShapeStyle(Color.blue) }

  var marks: [MarkRecord]
  /// For each mark, the interval its bar or area covers along its value axis once stacked
  /// (nil for marks that do not stack).
  var stacked: [ClosedRange<Double>?]
  /// Whether each bar lies along x (a horizontal bar).
  var horizontal: [Bool]
  var x: ChartScale
  var y: ChartScale
  var series: [Series]
  var symbols: [String: BasicChartSymbolShape]
  var xAxis: [AxisPlan]
  var yAxis: [AxisPlan]
  var configuration: ChartConfiguration
  var isPie: Bool
  /// Views drawn as canvas symbols (axis labels of the app's own, annotations), by tag.
  var views: [AnyView] = []
  /// The canvas symbol tags of each mark's annotations, by mark index.
  var annotationTags: [Int: [Int]] = [:]

  struct Series {
    var name: String
    var style: AnyShapeStyle
    var symbol: BasicChartSymbolShape?
  }

  /// One `AxisMarks`: its side and, for each of its values, what it draws.
  struct AxisPlan {
    enum Side { case leading, trailing, top, bottom }
    var side: Side
    var entries: [(value: PlotValue, components: [AxisComponent], viewTag: Int?)]
  }

  init(marks: [MarkRecord], configuration: ChartConfiguration) {
    self.marks = marks
    self.configuration = configuration
    isPie = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }

    // Stacking: bars (and areas) of one band value pile up from zero, each series on the
    // last, positive and negative apart; `position(by:)` and `.unstacked` do not stack.
    var stacked: [ClosedRange<Double>?] = Array(repeating: nil, count: marks.count)
    var horizontal = Array(repeating: false, count: marks.count)
    var tops: [String: (Double, Double)] = [:]
    var totals: [String: Double] = [:]
    for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
      let isHorizontal = Self.isHorizontal(mark)
      horizontal[index] = isHorizontal
      let (band, value) = isHorizontal ? (mark.y, mark.x) : (mark.x, mark.y)
      guard !value.isInterval, let number = value.start?.continuous else { continue }
      let canStack = mark.stacking != .unstacked && mark.positionKey == nil
      let key = "\(mark.kind)|\(band.start?.key ?? "")"
      if !canStack {
        stacked[index] = min(0, number)...max(0, number)
        continue
      }
      var (positive, negative) = tops[key] ?? (0, 0)
      if number >= 0 {
        stacked[index] = positive...(positive + number)
        positive += number
      } else {
        stacked[index] = (negative + number)...negative
        negative += number
      }
      tops[key] = (positive, negative)
      totals[key, default: 0] += abs(number)
    }
    for (index, mark) in marks.enumerated() where mark.stacking == .normalized {
      let band = horizontal[index] ? mark.y : mark.x
      guard let range = stacked[index], let total = totals["\(mark.kind)|\(band.start?.key ?? "")"], total > 0
      else { continue }
      stacked[index] = (range.lowerBound / total)...(range.upperBound / total)
    }
    self.stacked = stacked
    self.horizontal = horizontal

    // Scales from every value each axis shows.
    var xValues: [PlotValue] = []
    var yValues: [PlotValue] = []
    for (index, mark) in marks.enumerated() where mark.kind != .sector {
      func values(_ span: MarkRecord.Span, isValueAxis: Bool) -> [PlotValue] {
        if let range = stacked[index], isValueAxis {
          return [.number(range.lowerBound), .number(range.upperBound)]
        }
        var collected = [span.start, span.end].compactMap { $0 }
        if let interval = span.unitInterval { collected += [.date(interval.start), .date(interval.end)] }
        return collected
      }
      xValues += values(mark.x, isValueAxis: horizontal[index])
      yValues += values(mark.y, isValueAxis: !horizontal[index])
    }
    x = Self.scale(xValues, configuration.x)
    y = Self.scale(yValues, configuration.y)

    // Series, in the order they first appear, coloured from the scale or the palette.
    var series: [Series] = []
    var symbols: [String: BasicChartSymbolShape] = [:]
    var symbolOrder: [String] = []
    var named = Set<String>()
    let scaled = configuration.styleScale
    for (name, _) in scaled where named.insert(name).inserted {
      series.append(Series(name: name, style: Self.defaultStyle))
    }
    for mark in marks {
      if let key = mark.styleKey, named.insert(key).inserted {
        series.append(Series(name: key, style: Self.defaultStyle))
      }
      if let key = mark.symbolKey, !symbolOrder.contains(key) { symbolOrder.append(key) }
    }
    for index in series.indices {
      let name = series[index].name
      if let style = scaled.first(where: { $0.0 == name })?.1 {
        series[index].style = style
      } else if let style = configuration.styleMapping?(.category(name)) {
        series[index].style = style
      } else if !configuration.styleRange.isEmpty {
        series[index].style = configuration.styleRange[index % configuration.styleRange.count]
      } else {
        series[index].style = AnyShapeStyle(Self.palette[index % Self.palette.count])
      }
    }
    for (index, key) in symbolOrder.enumerated() {
      symbols[key] =
        configuration.symbolScale.first { $0.0 == key }?.1
        ?? BasicChartSymbolShape.cycle[index % BasicChartSymbolShape.cycle.count]
    }
    for index in series.indices { series[index].symbol = symbols[series[index].name] }
    self.series = series
    self.symbols = symbols
    xAxis = []
    yAxis = []
    for (index, mark) in marks.enumerated() where !mark.annotations.isEmpty {
      annotationTags[index] = mark.annotations.map { annotation in
        views.append(annotation.content)
        return views.count - 1
      }
    }
    if !isPie {
      // An axis no mark plots a value on has no scale to show: Swift Charts draws no default
      // marks for it (a progress bar of `BarMark(x:)` alone has no y labels; Vellum drew "0").
      func plotted(_ values: [PlotValue], _ axis: ChartConfiguration.AxisConfiguration) -> Bool {
        !values.isEmpty || axis.domain != nil || axis.marks != nil
      }
      if plotted(xValues, configuration.x) { xAxis = axes(configuration.x, scale: x, isX: true) }
      if plotted(yValues, configuration.y) { yAxis = axes(configuration.y, scale: y, isX: false) }
    }
  }

  /// An axis's scale from its values and the modifiers: the inferred domain, changed by the
  /// app's function when `automatic(dataType:modifyInferredDomain:)` gave one.
  static func scale(_ values: [PlotValue], _ axis: ChartConfiguration.AxisConfiguration) -> ChartScale {
    let inferred = ChartScale(values: values, domain: axis.domain, includesZero: axis.includesZero)
    guard let modify = axis.modifyDomain else { return inferred }
    switch inferred.kind {
    case .category(let names):
      let changed = modify(names.map { .category($0) }).map(\.name)
      return ChartScale(values: [], domain: .categories(changed), includesZero: axis.includesZero)
    case .continuous(let lower, let upper, let isDate):
      let bounds: [PlotValue] =
        isDate
        ? [.date(Date(timeIntervalSinceReferenceDate: lower)), .date(Date(timeIntervalSinceReferenceDate: upper))]
        : [.number(lower), .number(upper)]
      let changed = modify(bounds)
      let numbers = changed.compactMap(\.continuous)
      guard let low = numbers.min(), let high = numbers.max(), let first = changed.first else { return inferred }
      let make: (Double) -> PlotValue =
        first.isDate ? { .date(Date(timeIntervalSinceReferenceDate: $0)) } : { .number($0) }
      return ChartScale(values: [], domain: .continuous(lower: make(low), upper: make(high)), includesZero: false)
    }
  }

  /// A bar lies along x when x holds its value and y its band (a category, or an interval).
  /// A bar with a number on one axis only runs from zero to it across the whole plot, as
  /// Swift Charts draws `BarMark(x: .value("Spent", 30))` (a budget's progress bar); with a
  /// category or a date alone it stands across the whole plot at that band.
  static func isHorizontal(_ mark: MarkRecord) -> Bool {
    func isValue(_ span: MarkRecord.Span) -> Bool {
      span.start?.isNumber == true && !span.isInterval && span.unitInterval == nil
    }
    if mark.y.start == nil && mark.x.start != nil { return isValue(mark.x) }
    if mark.x.start == nil && mark.y.start != nil { return !isValue(mark.y) }
    let yIsBand = mark.y.start.map { !$0.isNumber } ?? false || mark.y.unitInterval != nil
    let xIsBand = mark.x.start.map { !$0.isNumber } ?? false || mark.x.unitInterval != nil
    if mark.x.isInterval && mark.x.unitInterval == nil && !mark.y.isInterval { return true }
    return yIsBand && !xIsBand
  }

  /// The style a mark is drawn with: its own, its series', or the default blue.
  func style(of mark: MarkRecord) -> AnyShapeStyle {
    if let style = mark.style { return style }
    if let key = mark.styleKey, let series = series.first(where: { $0.name == key }) { return series.style }
    return Self.defaultStyle
  }

  /// The symbol a point (or a line's vertex) is drawn with; nil for a line without symbols.
  func symbol(of mark: MarkRecord) -> BasicChartSymbolShape? {
    if let symbol = mark.symbol { return symbol }
    if let key = mark.symbolKey { return symbols[key] }
    return mark.kind == .point ? .circle : nil
  }

  /// The legend's entries: the series of `foregroundStyle(by:)`, unless hidden.
  var legend: [Series] {
    configuration.legendVisibility == .hidden ? [] : series
  }

  /// The axis marks of one axis: the modifier's, or by default gridlines and labels (and
  /// ticks for a continuous x axis) at the scale's automatic values.
  private mutating func axes(_ axis: ChartConfiguration.AxisConfiguration, scale: ChartScale, isX: Bool) -> [AxisPlan] {
    guard axis.visibility != .hidden else { return [] }
    let specs =
      axis.marks ?? [AxisMarksSpec(preset: .automatic, position: .automatic, values: .automatic, content: nil)]
    return specs.map { spec in
      var side: AxisPlan.Side
      switch spec.position {
      case .leading: side = .leading
      case .trailing: side = .trailing
      case .top: side = .top
      case .bottom: side = .bottom
      default: side = isX ? .bottom : (scale.isCategory ? .leading : .trailing)
      }
      if isX && (side == .leading || side == .trailing) { side = .bottom }
      if !isX && (side == .top || side == .bottom) { side = .trailing }
      let values = Self.values(spec.values, scale: scale)
      var entries: [(value: PlotValue, components: [AxisComponent], viewTag: Int?)] = []
      for (index, value) in values.enumerated() {
        let components: [AxisComponent]
        if let content = spec.content {
          var made = content(AxisValue(value: value, index: index, count: values.count))
          if spec.formatsLabelsOnly {
            made = made.filter {
              switch $0.kind {
              case .label: true
              case .gridLine: !scale.isCategory
              case .tick: isX && !scale.isCategory
              }
            }
          }
          components = made
        } else if scale.isCategory {
          components = [AxisComponent(kind: .label(centered: nil, anchor: nil, content: .standard))]
        } else if isX {
          components = [
            AxisComponent(kind: .gridLine), AxisComponent(kind: .tick(length: 4)),
            AxisComponent(kind: .label(centered: nil, anchor: nil, content: .standard)),
          ]
        } else {
          components = [
            AxisComponent(kind: .gridLine), AxisComponent(kind: .label(centered: nil, anchor: nil, content: .standard)),
          ]
        }
        var tag: Int?
        for component in components {
          if case .label(_, _, .view(let view)) = component.kind {
            // Swift Charts styles a label of the app's own as its own labels, unless the
            // view says otherwise.
            tag = views.count
            views.append(AnyView(view.font(component.font ?? .caption2).foregroundColor(.secondary)))
          }
        }
        entries.append((value, components, tag))
      }
      return AxisPlan(side: side, entries: entries)
    }
  }

  /// The values `values` asks of `scale`.
  static func values(_ values: AxisMarkValues, scale: ChartScale) -> [PlotValue] {
    switch values.kind {
    case .automatic(let desiredCount):
      guard let desiredCount, case .continuous(let lower, let upper, let isDate) = scale.kind else {
        return scale.ticks
      }
      if isDate { return ChartScale.dateTicks(lower, upper, desiredCount: desiredCount).values }
      // The nice values within the domain; at least two, asking for more when a wide step
      // leaves fewer inside.
      var values: [Double] = []
      for count in desiredCount...(desiredCount + 8) where values.count < 2 {
        values = ChartScale.niceTicks(lower, upper, desiredCount: count).values.filter {
          $0 >= lower - 1e-9 && $0 <= upper + 1e-9
        }
      }
      return values.map { .number($0) }
    case .numberStride(let step):
      guard step > 0, case .continuous(let lower, let upper, false) = scale.kind else { return scale.ticks }
      let first = (lower / step).rounded(.up) * step
      return Swift.stride(from: first, through: upper + step * 1e-9, by: step).prefix(1000).map { .number($0) }
    case .dateStride(let component, let count, let calendar):
      guard case .continuous(let lower, let upper, true) = scale.kind else { return scale.ticks }
      return ChartScale.dateStride(lower, upper, component: component, count: count, calendar: calendar)
    case .list(let list): return list
    }
  }
}

extension PlotValue {
  /// The value as a key that tells any two values apart (a date to the second and beyond).
  var key: String {
    switch self {
    case .category(let name): "c:" + name
    case .number(let number): "n:\(number)"
    case .date(let date): "d:\(date.timeIntervalSinceReferenceDate)"
    }
  }

  var isNumber: Bool { if case .number = self { true } else { false } }
}
