import Foundation
import Vellum

extension ChartRenderer {
  /// The marks in the order written; a line or an area is drawn whole where its series'
  /// first mark was written.
  func drawMarks(_ context: GraphicsContext, plot: CGRect) {
    var drawnSeries = Set<String>()
    for (index, mark) in plan.marks.enumerated() {
      var context = context
      context.opacity = mark.opacity
      let style = GraphicsContext.Shading.style(plan.style(of: mark))
      switch mark.kind {
      case .bar, .rectangle:
        guard let rect = rect(of: index, plot), rect.width > 0 || rect.height > 0 else { continue }
        let path =
          mark.cornerRadius > 0
          ? Path(roundedRect: rect, cornerRadius: min(mark.cornerRadius, min(rect.width, rect.height) / 2))
          : Path(rect)
        context.fill(path, with: style)
      case .line:
        let key = "line|\(mark.seriesKey)"
        guard drawnSeries.insert(key).inserted else { continue }
        let members = plan.marks.indices.filter {
          plan.marks[$0].kind == .line && plan.marks[$0].seriesKey == mark.seriesKey
        }
        let points = members.compactMap { point(of: $0, plot) }
        let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
        if points.count > 1 {
          context.stroke(Self.path(through: points, mark.interpolation), with: style, style: stroke)
        }
        for member in members {
          guard let symbol = plan.symbol(of: plan.marks[member]), let point = point(of: member, plot) else { continue }
          let size = plan.marks[member].symbolSize ?? Self.pointSize
          context.fill(symbol.path(at: point, size: size), with: .style(plan.style(of: plan.marks[member])))
        }
      case .area:
        let key = "area|\(mark.seriesKey)"
        guard drawnSeries.insert(key).inserted else { continue }
        let members = plan.marks.indices.filter {
          plan.marks[$0].kind == .area && plan.marks[$0].seriesKey == mark.seriesKey
        }
        // An area between two x values at each y (xStart:xEnd:y:) runs down the plot;
        // others run across it.
        let across = !(mark.x.isInterval && mark.x.unitInterval == nil)
        var tops: [CGPoint] = []
        var bases: [CGPoint] = []
        for member in members {
          if across {
            guard let x = center(plan.marks[member].x, isX: true, plot),
              let extent = valueExtent(member, isX: false, plot)
            else { continue }
            tops.append(CGPoint(x: x, y: extent.0))
            bases.append(CGPoint(x: x, y: extent.1))
          } else {
            guard let y = center(plan.marks[member].y, isX: false, plot),
              let extent = valueExtent(member, isX: true, plot)
            else { continue }
            tops.append(CGPoint(x: extent.1, y: y))
            bases.append(CGPoint(x: extent.0, y: y))
          }
        }
        guard tops.count > 1 else { continue }
        var path = Self.path(through: tops, mark.interpolation)
        let back = Self.path(through: bases.reversed(), mark.interpolation)
        path.addLine(to: bases.last ?? .zero)
        for element in back.elements.dropFirst() {
          switch element {
          case .line(let to), .move(let to): path.addLine(to: to)
          case .curve(let to, let control1, let control2): path.addCurve(to: to, control1: control1, control2: control2)
          case .closeSubpath: break
          }
        }
        path.closeSubpath()
        context.fill(path, with: style)
      case .point:
        guard let point = point(of: index, plot), let symbol = plan.symbol(of: mark) else { continue }
        let path = symbol.path(at: point, size: mark.symbolSize ?? Self.pointSize)
        if symbol.filled { context.fill(path, with: style) } else { context.stroke(path, with: style, lineWidth: 1.5) }
      case .rule:
        guard let line = ruleLine(index, plot) else { continue }
        var path = Path()
        path.move(to: line.0)
        path.addLine(to: line.1)
        context.stroke(path, with: style, style: mark.lineStyle ?? StrokeStyle(lineWidth: 1))
      case .sector:
        continue
      }
    }
    drawAnnotations(context, plot: plot)
  }

  /// A rule's ends: across the plot at its y (or between its x values), or up it at its x.
  func ruleLine(_ index: Int, _ plot: CGRect) -> (CGPoint, CGPoint)? {
    let mark = plan.marks[index]
    if mark.y.start != nil && !mark.y.isInterval, let y = center(mark.y, isX: false, plot) {
      let xs = valueExtent(index, isX: true, plot) ?? (plot.minX, plot.maxX)
      return (CGPoint(x: xs.0, y: y), CGPoint(x: xs.1, y: y))
    }
    guard mark.x.start != nil, let x = center(mark.x, isX: true, plot) else { return nil }
    let ys = valueExtent(index, isX: false, plot) ?? (plot.minY, plot.maxY)
    return (CGPoint(x: x, y: ys.0), CGPoint(x: x, y: ys.1))
  }

  /// A line's or a point's position.
  func point(of index: Int, _ plot: CGRect) -> CGPoint? {
    let mark = plan.marks[index]
    guard let x = center(mark.x, isX: true, plot), let y = center(mark.y, isX: false, plot) else { return nil }
    return CGPoint(x: x, y: y)
  }

  /// Annotations that are views, drawn as canvas symbols beside their marks: above a bar or
  /// a point by default, inside with `.overlay`, or below, leading or trailing.
  func drawAnnotations(_ context: GraphicsContext, plot: CGRect) {
    for (index, mark) in plan.marks.enumerated() {
      for (number, annotation) in mark.annotations.enumerated() {
        guard let tag = plan.annotationTags[index]?[number], let symbol = context.resolveSymbol(id: tag) else {
          continue
        }
        let frame: CGRect
        if mark.kind == .bar || mark.kind == .rectangle, let rect = rect(of: index, plot) {
          frame = rect
        } else if mark.kind == .rule, let line = ruleLine(index, plot) {
          frame = CGRect(
            x: min(line.0.x, line.1.x), y: min(line.0.y, line.1.y), width: abs(line.1.x - line.0.x),
            height: abs(line.1.y - line.0.y))
        } else if let point = point(of: index, plot) {
          frame = CGRect(x: point.x, y: point.y, width: 0, height: 0)
        } else {
          continue
        }
        let spacing = annotation.spacing ?? 4
        let horizontal = mark.kind == .bar && plan.horizontal[index]
        switch annotation.position {
        case .overlay: context.draw(symbol, at: CGPoint(x: frame.midX, y: frame.midY), anchor: .center)
        case .leading: context.draw(symbol, at: CGPoint(x: frame.minX - spacing, y: frame.midY), anchor: .trailing)
        case .trailing: context.draw(symbol, at: CGPoint(x: frame.maxX + spacing, y: frame.midY), anchor: .leading)
        case .topLeading:
          context.draw(symbol, at: CGPoint(x: frame.minX, y: frame.minY - spacing), anchor: .bottomTrailing)
        case .topTrailing:
          context.draw(symbol, at: CGPoint(x: frame.maxX, y: frame.minY - spacing), anchor: .bottomLeading)
        case .bottomLeading:
          context.draw(symbol, at: CGPoint(x: frame.minX, y: frame.maxY + spacing), anchor: .topTrailing)
        case .bottomTrailing:
          context.draw(symbol, at: CGPoint(x: frame.maxX, y: frame.maxY + spacing), anchor: .topLeading)
        case .automatic where horizontal:
          context.draw(symbol, at: CGPoint(x: frame.maxX + spacing, y: frame.midY), anchor: .leading)
        case .bottom:
          let (x, unit) = Self.aligned(annotation.alignment, in: frame)
          context.draw(symbol, at: CGPoint(x: x, y: frame.maxY + spacing), anchor: UnitPoint(x: unit, y: 0))
        default:
          let (x, unit) = Self.aligned(annotation.alignment, in: frame)
          context.draw(symbol, at: CGPoint(x: x, y: frame.minY - spacing), anchor: UnitPoint(x: unit, y: 1))
        }
      }
    }
  }

  /// Where an annotation above or below a mark lies across it: at the mark's leading edge,
  /// centre or trailing edge, as `alignment` says, and the annotation's own unit point there.
  static func aligned(_ alignment: Alignment, in frame: CGRect) -> (CGFloat, CGFloat) {
    switch alignment.horizontal {
    case .leading: (frame.minX, 0)
    case .trailing: (frame.maxX, 1)
    default: (frame.midX, 0.5)
    }
  }

  /// A path through `points`, joined as `method` says: straight, in steps, or in a smooth
  /// curve (Catmull–Rom for catmullRom and cardinal, monotone cubic for monotone).
  static func path(through points: [CGPoint], _ method: InterpolationMethod) -> Path {
    var path = Path()
    guard let first = points.first else { return path }
    path.move(to: first)
    switch method.kind {
    case .linear:
      for point in points.dropFirst() { path.addLine(to: point) }
    case .stepStart:
      for (a, b) in zip(points, points.dropFirst()) {
        path.addLine(to: CGPoint(x: a.x, y: b.y))
        path.addLine(to: b)
      }
    case .stepEnd:
      for (a, b) in zip(points, points.dropFirst()) {
        path.addLine(to: CGPoint(x: b.x, y: a.y))
        path.addLine(to: b)
      }
    case .stepCenter:
      for (a, b) in zip(points, points.dropFirst()) {
        let middle = (a.x + b.x) / 2
        path.addLine(to: CGPoint(x: middle, y: a.y))
        path.addLine(to: CGPoint(x: middle, y: b.y))
        path.addLine(to: b)
      }
    case .catmullRom, .cardinal:
      for index in 0..<(points.count - 1) {
        let p0 = points[max(index - 1, 0)]
        let p1 = points[index]
        let p2 = points[index + 1]
        let p3 = points[min(index + 2, points.count - 1)]
        let c1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
        let c2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
        path.addCurve(to: p2, control1: c1, control2: c2)
      }
    case .monotone:
      let tangents = monotoneTangents(points)
      for index in 0..<(points.count - 1) {
        let (p1, p2) = (points[index], points[index + 1])
        let dx = (p2.x - p1.x) / 3
        path.addCurve(
          to: p2, control1: CGPoint(x: p1.x + dx, y: p1.y + tangents[index] * dx),
          control2: CGPoint(x: p2.x - dx, y: p2.y - tangents[index + 1] * dx))
      }
    }
    return path
  }

  /// Fritsch–Carlson tangents: a curve through the points that never overshoots them.
  static func monotoneTangents(_ points: [CGPoint]) -> [CGFloat] {
    let n = points.count
    var slopes: [CGFloat] = []
    for index in 0..<(n - 1) {
      let dx = points[index + 1].x - points[index].x
      slopes.append(dx == 0 ? 0 : (points[index + 1].y - points[index].y) / dx)
    }
    var tangents = [CGFloat](repeating: 0, count: n)
    tangents[0] = slopes[0]
    tangents[n - 1] = slopes[n - 2]
    for index in 1..<(n - 1) {
      tangents[index] = slopes[index - 1] * slopes[index] <= 0 ? 0 : (slopes[index - 1] + slopes[index]) / 2
    }
    for index in 0..<(n - 1) where slopes[index] != 0 {
      let a = tangents[index] / slopes[index]
      let b = tangents[index + 1] / slopes[index]
      let h = a * a + b * b
      if h > 9 {
        let t = 3 / h.squareRoot()
        tangents[index] = t * a * slopes[index]
        tangents[index + 1] = t * b * slopes[index]
      }
    }
    return tangents
  }
}
