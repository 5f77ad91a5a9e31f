import Foundation
import Vellum

extension ChartRenderer {
  /// Each axis mark's gridline across the plot at its value.
  func drawGrid(_ context: GraphicsContext, plot: CGRect) {
    for (axes, isX) in [(plan.xAxis, true), (plan.yAxis, false)] {
      for axis in axes {
        for entry in axis.entries {
          for component in entry.components {
            guard case .gridLine = component.kind,
              let position = isX ? xPosition(entry.value, plot) : yPosition(entry.value, plot)
            else { continue }
            var path = Path()
            if isX {
              path.move(to: CGPoint(x: position, y: plot.minY))
              path.addLine(to: CGPoint(x: position, y: plot.maxY))
            } else {
              path.move(to: CGPoint(x: plot.minX, y: position))
              path.addLine(to: CGPoint(x: plot.maxX, y: position))
            }
            context.stroke(
              path, with: .style(component.style ?? Self.gridStyle), style: component.stroke ?? Self.gridStroke)
          }
        }
      }
    }
  }

  /// Ticks and labels: y labels beside the plot, centred on their gridlines; x labels under
  /// it, centred under a category or starting at a continuous value's tick.
  func drawAxes(_ context: GraphicsContext, plot: CGRect, size: CGSize, labels: [String: Measured]) {
    for (axisName, axes) in [("x", plan.xAxis), ("y", plan.yAxis)] {
      let isX = axisName == "x"
      let scale = isX ? plan.x : plan.y
      for (axisIndex, axis) in axes.enumerated() {
        // Swift Charts leaves out labels that would collide; Vellum skips a label that
        // would overlap the last one drawn on its axis.
        var lastLabel = CGRect.null
        for (entryIndex, entry) in axis.entries.enumerated() {
          guard let position = isX ? xPosition(entry.value, plot) : yPosition(entry.value, plot) else { continue }
          for component in entry.components {
            guard case .tick(let length) = component.kind else { continue }
            var path = Path()
            switch axis.side {
            case .bottom:
              path.move(to: CGPoint(x: position, y: plot.maxY))
              path.addLine(to: CGPoint(x: position, y: plot.maxY + length))
            case .top:
              path.move(to: CGPoint(x: position, y: plot.minY))
              path.addLine(to: CGPoint(x: position, y: plot.minY - length))
            case .leading:
              path.move(to: CGPoint(x: plot.minX, y: position))
              path.addLine(to: CGPoint(x: plot.minX - length, y: position))
            case .trailing:
              path.move(to: CGPoint(x: plot.maxX, y: position))
              path.addLine(to: CGPoint(x: plot.maxX + length, y: position))
            }
            context.stroke(
              path, with: .style(component.style ?? Self.gridStyle), style: component.stroke ?? Self.gridStroke)
          }
          guard let label = labels["\(axisName)\(axisIndex).\(entryIndex)"] else { continue }
          var point: CGPoint
          var anchor: UnitPoint
          let gap = Self.labelOffset(axis)
          switch axis.side {
          case .bottom, .top:
            let y = axis.side == .bottom ? plot.maxY + gap - 2 : plot.minY - gap + 2
            let vertical: CGFloat = axis.side == .bottom ? 0 : 1
            if scale.isCategory {
              point = CGPoint(x: position, y: y)
              anchor = UnitPoint(x: 0.5, y: vertical)
            } else if label.centered == true {
              // Centred in the interval up to the next value (a day's label under its day);
              // the last value's interval lies past the plot, and its label is not drawn.
              let next = entryIndex + 1 < axis.entries.count ? xPosition(axis.entries[entryIndex + 1].value, plot) : nil
              guard let next, next > position else { continue }
              point = CGPoint(x: (position + next) / 2, y: y)
              anchor = UnitPoint(x: 0.5, y: vertical)
            } else {
              // Starting at the tick, kept inside the chart.
              point = CGPoint(x: min(position + 2, size.width - label.size.width), y: y)
              anchor = UnitPoint(x: 0, y: vertical)
            }
          case .leading:
            point = CGPoint(x: plot.minX - gap, y: position)
            anchor = .trailing
          case .trailing:
            point = CGPoint(x: plot.maxX + gap, y: position)
            anchor = .leading
          }
          if let given = label.anchor { anchor = given }
          let frame = CGRect(
            x: point.x - anchor.x * label.size.width, y: point.y - anchor.y * label.size.height,
            width: label.size.width, height: label.size.height)
          if !lastLabel.isNull && frame.insetBy(dx: -2, dy: 0).intersects(lastLabel) { continue }
          lastLabel = frame
          switch label.label {
          case .text(let text): context.draw(text, at: point, anchor: anchor)
          case .symbol(let tag):
            if let symbol = context.resolveSymbol(id: tag) { context.draw(symbol, at: point, anchor: anchor) }
          }
        }
      }
    }
  }

  /// The wedges of a pie or a donut, centred in the canvas: each a share of the whole
  /// turn, from twelve o'clock clockwise, with `angularInset` points between wedges.
  func drawSectors(_ context: GraphicsContext, in bounds: CGRect) {
    let total = plan.marks.reduce(0) { $0 + max($1.angle, 0) }
    guard total > 0 else { return }
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let available = min(bounds.width, bounds.height) / 2
    var start = -Double.pi / 2
    for (index, mark) in plan.marks.enumerated() {
      let sweep = 2 * .pi * max(mark.angle, 0) / total
      defer { start += sweep }
      guard sweep > 0 else { continue }
      // Radii are kept within the space the chart has, the inner within the outer.
      let outer = min(mark.outerRadius.length(in: available, automatic: available), available)
      let inner = min(mark.innerRadius.length(in: available, automatic: 0), outer)
      let path = Self.sectorPath(
        center: center, inner: inner, outer: outer, start: start, sweep: sweep, inset: mark.angularInset)
      var context = context
      context.opacity = mark.opacity
      context.fill(path, with: .style(plan.style(of: mark)))
      for (number, _) in mark.annotations.enumerated() {
        guard let tag = plan.annotationTags[index]?[number], let symbol = context.resolveSymbol(id: tag) else {
          continue
        }
        let middle = start + sweep / 2
        let radius = (inner + outer) / 2
        context.draw(
          symbol, at: CGPoint(x: center.x + radius * cos(middle), y: center.y + radius * sin(middle)), anchor: .center)
      }
    }
  }

  /// A wedge from `start` through `sweep` radians (clockwise on screen), its edges moved in
  /// by half of `inset` points each, so neighbours are `inset` apart.
  static func sectorPath(center: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, sweep: Double, inset: CGFloat)
    -> Path
  {
    var path = Path()
    let outerInset = outer > 0 ? Double(inset / 2 / outer) : 0
    guard sweep > 2 * outerInset else { return path }
    path.addArc(
      center: center, radius: outer, startAngle: .radians(start + outerInset),
      endAngle: .radians(start + sweep - outerInset), clockwise: false)
    if inner > 0 {
      let innerInset = min(Double(inset / 2 / inner), sweep / 2)
      path.addArc(
        center: center, radius: inner, startAngle: .radians(start + sweep - innerInset),
        endAngle: .radians(start + innerInset), clockwise: true)
    } else {
      let apexShift = sweep < .pi && inset > 0 ? Double(inset / 2) / sin(sweep / 2) : 0
      let middle = start + sweep / 2
      path.addLine(to: CGPoint(x: center.x + apexShift * cos(middle), y: center.y + apexShift * sin(middle)))
    }
    path.closeSubpath()
    return path
  }
}
