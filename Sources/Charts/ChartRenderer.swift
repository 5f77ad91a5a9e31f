import Foundation
import Vellum

/// Draws a planned chart into a canvas of a given size, as Swift Charts lays one out: the
/// plot area inset by the axes' labels (y labels on the trailing side, x labels under the
/// plot), light gridlines, the marks in the order written, then the labels.
///
/// Labels are caption2 in the secondary colour, gridlines 0.5 point in a light grey, bars
/// 60% of a category's band, lines 2 points with round joins. Swift Charts hides labels
/// that would collide and may rotate them; Vellum leaves out a label that would overlap the
/// one before it, and draws labels level.
struct ChartRenderer {
  let plan: ChartPlan
  static let labelFont = Font.caption2
  static var gridStyle: AnyShapeStyle { AnyShapeStyle(Color.secondary.opacity(0.4)) }
  static let gridStroke = StrokeStyle(lineWidth: 0.5)
  static let labelGap: CGFloat = 6
  static let pointSize: CGFloat = 7

  func draw(in context: inout GraphicsContext, size: CGSize) {
    var size = size
    let legend = plan.legend
    if !legend.isEmpty {
      // The legend under the chart (or over it), the chart in the rest.
      let onTop = plan.configuration.legendPosition == .top
      let height = drawLegend(legend, context, width: size.width, at: onTop ? 0 : nil, bottom: size.height)
      size.height = max(size.height - height - Self.legendSpacing, 0)
      if onTop { context.translateBy(x: 0, y: height + Self.legendSpacing) }
    }
    if plan.isPie {
      drawSectors(context, in: CGRect(origin: .zero, size: size))
      return
    }
    let labels = measuredLabels(context)
    let plot = plotRect(size: size, labels: labels)
    guard plot.width > 0, plot.height > 0 else { return }
    drawGrid(context, plot: plot)
    drawMarks(context, plot: plot)
    drawAxes(context, plot: plot, size: size, labels: labels)
  }

  // MARK: Labels and the plot area

  /// A label to draw: text, or a canvas symbol (a view of the app's own), and its size.
  enum Label {
    case text(Text)
    case symbol(Int)
  }
  struct Measured {
    var label: Label
    var size: CGSize
    var centered: Bool?
    var anchor: UnitPoint?
  }

  /// Every label of every axis mark, measured; indexed by axis plan and entry.
  func measuredLabels(_ context: GraphicsContext) -> [String: Measured] {
    var result: [String: Measured] = [:]
    for (axisName, axes, scale) in [("x", plan.xAxis, plan.x), ("y", plan.yAxis, plan.y)] {
      for (axisIndex, axis) in axes.enumerated() {
        for (entryIndex, entry) in axis.entries.enumerated() {
          for component in entry.components {
            guard case .label(let centered, let anchor, let content) = component.kind else { continue }
            let key = "\(axisName)\(axisIndex).\(entryIndex)"
            switch content {
            case .view:
              guard let tag = entry.viewTag, let symbol = context.resolveSymbol(id: tag) else { continue }
              result[key] = Measured(label: .symbol(tag), size: symbol.size, centered: centered, anchor: anchor)
            case .standard, .formatted:
              var string = scale.label(entry.value)
              if case .formatted(let write) = content { string = write(entry.value) ?? string }
              let text = Text(string).font(component.font ?? Self.labelFont).foregroundColor(.secondary)
              let size = context.resolve(text).measure(in: CGSize(width: 1000, height: 1000))
              result[key] = Measured(label: .text(text), size: size, centered: centered, anchor: anchor)
            }
          }
        }
      }
    }
    return result
  }

  /// The canvas less room for each side's labels (and half a label above the top gridline
  /// and below the bottom one, for y labels centred on them).
  func plotRect(size: CGSize, labels: [String: Measured]) -> CGRect {
    var insets = EdgeInsets()
    var yLabelHeight: CGFloat = 0
    for (axisName, axes) in [("x", plan.xAxis), ("y", plan.yAxis)] {
      for (axisIndex, axis) in axes.enumerated() {
        let sizes = axis.entries.indices.compactMap { labels["\(axisName)\(axisIndex).\($0)"]?.size }
        guard !sizes.isEmpty else { continue }
        let width = sizes.map(\.width).max() ?? 0
        let height = sizes.map(\.height).max() ?? 0
        let gap = Self.labelOffset(axis)
        switch axis.side {
        case .leading: insets.leading = max(insets.leading, width + gap)
        case .trailing: insets.trailing = max(insets.trailing, width + gap)
        case .top: insets.top = max(insets.top, height + gap)
        case .bottom: insets.bottom = max(insets.bottom, height + gap)
        }
        if axisName == "y" { yLabelHeight = max(yLabelHeight, height) }
      }
    }
    insets.top = max(insets.top, yLabelHeight / 2)
    insets.bottom = max(insets.bottom, yLabelHeight / 2)
    return CGRect(
      x: insets.leading, y: insets.top, width: size.width - insets.leading - insets.trailing,
      height: size.height - insets.top - insets.bottom)
  }

  /// How far an axis's labels are from the plot: the usual gap, or past its longest tick.
  static func labelOffset(_ axis: ChartPlan.AxisPlan) -> CGFloat {
    var tick: CGFloat = 0
    for entry in axis.entries {
      for component in entry.components {
        if case .tick(let length) = component.kind { tick = max(tick, length) }
      }
    }
    return max(labelGap, tick + 2)
  }

  // MARK: Positions

  /// A value's x: from the leading edge (the trailing one for a reversed scale).
  func xPosition(_ value: PlotValue, _ plot: CGRect) -> CGFloat? {
    let reversed = plan.configuration.x.reversed
    return plan.x.position(value, length: plot.width).map { reversed ? plot.maxX - $0 : plot.minX + $0 }
  }

  /// A value's y: up from the bottom for numbers and dates, down from the top for categories
  /// (the first category is the top bar of a horizontal bar chart), the other way for a
  /// reversed scale.
  func yPosition(_ value: PlotValue, _ plot: CGRect) -> CGFloat? {
    let downward = plan.y.isCategory != plan.configuration.y.reversed
    return plan.y.position(value, length: plot.height).map { downward ? plot.minY + $0 : plot.maxY - $0 }
  }

  /// The centre of a span: its value, or the middle of its unit or interval.
  func center(_ span: MarkRecord.Span, isX: Bool, _ plot: CGRect) -> CGFloat? {
    let position = isX ? xPosition : yPosition
    if let interval = span.unitInterval, let a = position(.date(interval.start), plot),
      let b = position(.date(interval.end), plot)
    {
      return (a + b) / 2
    }
    guard let start = span.start, let a = position(start, plot) else { return isX ? plot.midX : plot.midY }
    if let end = span.end, let b = position(end, plot) { return (a + b) / 2 }
    return a
  }

  /// The extent of a bar or a rectangle across its band: an interval as given, a category's
  /// band (60% of it for a bar, all of it for a rectangle), a unit of time, or a width
  /// from the number of values; divided among `position(by:)` values.
  func bandExtent(_ index: Int, isX: Bool, _ plot: CGRect) -> (CGFloat, CGFloat)? {
    let mark = plan.marks[index]
    let span = isX ? mark.x : mark.y
    let scale = isX ? plan.x : plan.y
    let length = isX ? plot.width : plot.height
    let dimension = isX ? mark.width : mark.height
    let position = isX ? xPosition : yPosition
    let isBar = mark.kind == .bar
    var low: CGFloat
    var high: CGFloat
    if span.start == nil {
      (low, high) = isX ? (plot.minX, plot.maxX) : (plot.minY, plot.maxY)
      return (low, high)
    }
    if let interval = span.unitInterval, let a = position(.date(interval.start), plot),
      let b = position(.date(interval.end), plot)
    {
      let full = abs(b - a)
      let width = dimension.length(in: full, automatic: isBar ? full * 0.8 : full)
      (low, high) = ((a + b) / 2 - width / 2, (a + b) / 2 + width / 2)
    } else if let start = span.start, let end = span.end, let a = position(start, plot), let b = position(end, plot) {
      (low, high) = (min(a, b), max(a, b))
      if scale.isCategory {
        let band = scale.band(length: length)
        (low, high) = (low - band / 2, high + band / 2)
      }
    } else if let start = span.start, let center = position(start, plot) {
      let band: CGFloat
      if scale.isCategory {
        band = scale.band(length: length)
      } else {
        let count = Set(plan.marks.compactMap { (isX ? $0.x : $0.y).start }).count
        band = length / CGFloat(max(count, 1) + 1)
      }
      let grouped = mark.positionKey != nil
      let width = dimension.length(in: band, automatic: isBar ? band * (grouped ? 0.8 : 0.6) : band)
      (low, high) = (center - width / 2, center + width / 2)
    } else {
      return nil
    }
    if let key = mark.positionKey {
      var keys: [String] = []
      for other in plan.marks where other.kind == mark.kind {
        if let otherKey = other.positionKey, !keys.contains(otherKey) { keys.append(otherKey) }
      }
      let slot = (high - low) / CGFloat(max(keys.count, 1))
      let place = CGFloat(keys.firstIndex(of: key) ?? 0)
      (low, high) = (low + slot * place, low + slot * (place + 1))
    }
    return (low, high)
  }

  /// The extent of a bar along its value axis: from its stacked base to its top, between
  /// its two values, or the whole plot.
  func valueExtent(_ index: Int, isX: Bool, _ plot: CGRect) -> (CGFloat, CGFloat)? {
    let mark = plan.marks[index]
    let span = isX ? mark.x : mark.y
    let position = isX ? xPosition : yPosition
    if let range = plan.stacked[index] {
      guard let a = position(.number(range.lowerBound), plot), let b = position(.number(range.upperBound), plot)
      else { return nil }
      return (min(a, b), max(a, b))
    }
    if let start = span.start, let end = span.end, let a = position(start, plot), let b = position(end, plot) {
      return (min(a, b), max(a, b))
    }
    if span.unitInterval != nil || plan.marks[index].kind == .rectangle { return bandExtent(index, isX: isX, plot) }
    if span.start == nil { return isX ? (plot.minX, plot.maxX) : (plot.minY, plot.maxY) }
    return nil
  }

  /// A bar's or a rectangle's frame.
  func rect(of index: Int, _ plot: CGRect) -> CGRect? {
    let mark = plan.marks[index]
    let horizontal = mark.kind == .bar && plan.horizontal[index]
    let xs =
      horizontal || mark.kind == .rectangle && mark.x.isInterval
      ? valueExtent(index, isX: true, plot) : bandExtent(index, isX: true, plot)
    let ys =
      !horizontal || mark.kind == .rectangle && mark.y.isInterval
      ? valueExtent(index, isX: false, plot) : bandExtent(index, isX: false, plot)
    guard let xs, let ys else { return nil }
    return CGRect(x: xs.0, y: ys.0, width: xs.1 - xs.0, height: ys.1 - ys.0)
  }
}
