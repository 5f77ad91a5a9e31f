import Foundation

extension Path {
  /// The area a stroke of the path covers, as SwiftUI's `strokedPath(_:)`: a path to fill
  /// (with the non-zero rule) that paints what stroking this one with `style` paints.
  ///
  /// Vellum builds it from polygons that overlap (one per segment, cap and join, curves cut
  /// into segments within a twentieth of a point), rather than one outline as Core Graphics
  /// does; filled, they cover the same area. A square cap on a zero-length dash is drawn
  /// upright.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    let style = style.sanitized
    let half = style.lineWidth / 2
    var outline = Path()
    guard half > 0 else { return outline }
    let stroker = Stroker(style: style, half: half)
    for line in polylines() {
      for piece in stroker.dashed(line) { stroker.stroke(piece, into: &outline) }
    }
    return outline
  }

  /// The subpaths as points, curves cut into segments: each with whether it is closed and
  /// whether it drew anything (a lone move draws nothing; a zero-length line draws a dot).
  fileprivate func polylines() -> [Polyline] {
    var lines: [Polyline] = []
    var current = Polyline()
    var start = CGPoint.zero
    var last = CGPoint.zero
    func finish(closed: Bool) {
      current.closed = closed
      if current.drew { lines.append(current.cleaned()) }
      current = Polyline()
    }
    for element in elements {
      switch element {
      case .move(let point):
        finish(closed: false)
        current.points = [point]
        start = point
        last = point
      case .line(let point):
        if current.points.isEmpty { current.points = [last] }
        current.points.append(point)
        current.drew = true
        last = point
      case .curve(let point, let control1, let control2):
        if current.points.isEmpty { current.points = [last] }
        current.points += Self.flatten(from: last, control1, control2, point)
        current.drew = true
        last = point
      case .closeSubpath:
        finish(closed: true)
        last = start
      }
    }
    finish(closed: false)
    return lines
  }

  /// A cubic Bézier as the points after its start, close enough that no point of the curve
  /// is further than 0.05 from the segments (Wang's bound).
  fileprivate static func flatten(from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
    let bend = max(
      hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y), hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
    let estimate = (0.75 * bend / 0.05).squareRoot().rounded(.up)
    let count = estimate.isFinite ? Int(min(max(estimate, 1), 1000)) : 1
    return (1...count).map { index in
      let t = CGFloat(index) / CGFloat(count)
      let u = 1 - t
      let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      return CGPoint(
        x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
  }
}

/// A subpath as points.
private struct Polyline {
  var points: [CGPoint] = []
  var closed = false
  var drew = false

  /// Without repeated points (and without the closing point where it repeats the first).
  func cleaned() -> Polyline {
    var copy = self
    copy.points = []
    for point in points where copy.points.last.map({ !$0.isNear(point) }) ?? true { copy.points.append(point) }
    if closed, copy.points.count > 1, copy.points[0].isNear(copy.points[copy.points.count - 1]) {
      copy.points.removeLast()
    }
    return copy
  }
}

extension CGPoint {
  fileprivate func isNear(_ other: CGPoint) -> Bool { abs(x - other.x) < 1e-9 && abs(y - other.y) < 1e-9 }
  fileprivate static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
  fileprivate static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
  fileprivate static func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
  fileprivate var length: CGFloat { hypot(x, y) }
  /// The unit vector a quarter turn from this unit vector.
  fileprivate var normal: CGPoint { CGPoint(x: -y, y: x) }
}

/// Cuts polylines into dashes and covers each with polygons.
private struct Stroker {
  let style: StrokeStyle
  let half: CGFloat
  /// Sides of the polygon that stands for a round cap or join.
  let roundSides: Int

  init(style: StrokeStyle, half: CGFloat) {
    self.style = style
    self.half = half
    let step = 2 * acos(max(1 - 0.05 / half, -1))
    roundSides = step > 0 ? min(max(Int((2 * .pi / step).rounded(.up)), 8), 256) : 8
  }

  /// The pieces of a polyline the dash pattern leaves on (the whole line without a pattern).
  func dashed(_ line: Polyline) -> [Polyline] {
    var pattern = style.dash
    if pattern.count % 2 == 1 { pattern += pattern }
    let total = pattern.reduce(0, +)
    guard !pattern.isEmpty, total > 0, line.points.count > 1 else { return [line] }
    var index = 0
    var remaining = pattern[0]
    var on = true
    var phase = style.dashPhase.truncatingRemainder(dividingBy: total)
    if phase < 0 { phase += total }
    while phase > 0 {
      if phase >= remaining {
        phase -= remaining
        index = (index + 1) % pattern.count
        remaining = pattern[index]
        on.toggle()
      } else {
        remaining -= phase
        phase = 0
      }
    }
    var points = line.points
    if line.closed { points.append(points[0]) }
    var pieces: [Polyline] = []
    var current = on ? [points[0]] : []
    for (a, b) in zip(points, points.dropFirst()) {
      let length = (b - a).length
      let direction = (b - a) * (1 / length)
      var travelled: CGFloat = 0
      while length - travelled > remaining {
        travelled += remaining
        let point = a + direction * travelled
        if on {
          current.append(point)
          pieces.append(Polyline(points: current, closed: false, drew: true))
          current = []
        } else {
          current = [point]
        }
        on.toggle()
        index = (index + 1) % pattern.count
        remaining = pattern[index]
      }
      remaining -= length - travelled
      if on { current.append(b) }
    }
    if on, !current.isEmpty { pieces.append(Polyline(points: current, closed: false, drew: true)) }
    return pieces.map { $0.cleaned() }
  }

  /// Adds the polygons that cover a stroke of the piece: its segments, joins and caps.
  func stroke(_ piece: Polyline, into outline: inout Path) {
    let points = piece.points
    guard points.count > 1 else {
      // A dot: a zero-length line or dash shows its caps only.
      if let point = points.first { cap(at: point, direction: CGPoint(x: 1, y: 0), into: &outline, both: true) }
      return
    }
    var segments = zip(points, points.dropFirst()).map { ($0, $1) }
    if piece.closed { segments.append((points[points.count - 1], points[0])) }
    let directions = segments.map { a, b in (b - a) * (1 / (b - a).length) }
    for ((a, b), direction) in zip(segments, directions) {
      let side = direction.normal * half
      add([a + side, b + side, b - side, a - side], to: &outline)
    }
    for index in directions.indices.dropFirst() {
      join(at: segments[index].0, from: directions[index - 1], to: directions[index], into: &outline)
    }
    if piece.closed {
      join(at: points[0], from: directions[directions.count - 1], to: directions[0], into: &outline)
    } else {
      cap(at: points[0], direction: directions[0] * -1, into: &outline, both: false)
      cap(at: points[points.count - 1], direction: directions[directions.count - 1], into: &outline, both: false)
    }
  }

  /// The join where a segment going `incoming` meets one going `outgoing`, on the outer side.
  private func join(at point: CGPoint, from incoming: CGPoint, to outgoing: CGPoint, into outline: inout Path) {
    let cross = incoming.x * outgoing.y - incoming.y * outgoing.x
    let dot = incoming.x * outgoing.x + incoming.y * outgoing.y
    if abs(cross) < 1e-12, dot > 0 { return }
    if style.lineJoin == .round {
      disc(at: point, into: &outline)
      return
    }
    let outer: CGFloat = cross > 0 ? -1 : 1
    let first = point + incoming.normal * (outer * half)
    let second = point + outgoing.normal * (outer * half)
    // The miter's length over the line width is 1 / cos(turn / 2).
    let halfTurnCosine = ((1 + dot) / 2).squareRoot()
    if style.lineJoin == .miter, halfTurnCosine > 1e-9, 1 / halfTurnCosine <= style.miterLimit {
      let bisector = incoming.normal + outgoing.normal
      let tip = point + bisector * (outer * half / (halfTurnCosine * bisector.length))
      add([point, first, tip, second], to: &outline)
    } else {
      add([point, first, second], to: &outline)
    }
  }

  /// The cap at an end, the line leaving it along `direction` (outwards); `both` caps a dot
  /// on both sides.
  private func cap(at point: CGPoint, direction: CGPoint, into outline: inout Path, both: Bool) {
    switch style.lineCap {
    case .butt: return
    case .round: disc(at: point, into: &outline)
    case .square:
      let side = direction.normal * half
      let back = both ? point - direction * half : point
      let front = point + direction * half
      add([back + side, front + side, front - side, back - side], to: &outline)
    }
  }

  private func disc(at center: CGPoint, into outline: inout Path) {
    add(
      (0..<roundSides).map { index in
        let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(roundSides)
        return CGPoint(x: center.x + half * cos(angle), y: center.y + half * sin(angle))
      }, to: &outline)
  }

  /// A convex polygon, turned to wind the same way as every other: their union then fills
  /// with the non-zero rule, however they overlap.
  private func add(_ polygon: [CGPoint], to outline: inout Path) {
    var area: CGFloat = 0
    for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) { area += a.x * b.y - b.x * a.y }
    guard abs(area) > 1e-12 else { return }
    let ordered = area > 0 ? polygon : polygon.reversed()
    outline.move(to: ordered[0])
    for point in ordered.dropFirst() { outline.addLine(to: point) }
    outline.closeSubpath()
  }
}
