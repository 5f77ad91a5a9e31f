import Foundation

extension Path {
  /// The part of the path between two fractions of its length, as SwiftUI's
  /// `trimmedPath(from:to:)`: 0 is the start of the first subpath, 1 the end of the last; a
  /// closed subpath's closing line counts. Curves are cut exactly (de Casteljau) at the
  /// parameter that a 32-piece length table gives. Fractions are clamped to 0…1; an empty
  /// range (or a NaN) gives an empty path.
  public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
    guard start.isFinite, end.isFinite else { return Path() }
    let (from, to) = (min(max(start, 0), 1), min(max(end, 0), 1))
    guard from < to else { return Path() }
    let segments = TrimSegment.segments(of: self)
    let total = segments.reduce(0) { $0 + $1.length }
    guard total > 0 else { return Path() }
    if from == 0 && to == 1 { return self }
    let (low, high) = (from * total, to * total)
    var result = Path()
    var offset: CGFloat = 0
    var pen: CGPoint?
    for segment in segments {
      defer { offset += segment.length }
      let (a, b) = (max(low - offset, 0), min(high - offset, segment.length))
      guard segment.length > 0, a < b else { continue }
      let piece = segment.sub(fromLength: a, toLength: b)
      if pen == nil || pen! != piece.start { result.move(to: piece.start) }
      switch piece.kind {
      case .line: result.addLine(to: piece.end)
      case .curve(let c1, let c2): result.addCurve(to: piece.end, control1: c1, control2: c2)
      }
      pen = piece.end
    }
    return result
  }
}

/// One line or cubic of a path, with its length, for trimming.
struct TrimSegment {
  enum Kind { case line, curve(CGPoint, CGPoint) }
  let start: CGPoint
  let end: CGPoint
  let kind: Kind
  /// Cumulative lengths at t = i / samples, for curves.
  var table: [CGFloat] = []
  var length: CGFloat = 0
  static let samples = 32

  init(start: CGPoint, end: CGPoint, kind: Kind) {
    self.start = start
    self.end = end
    self.kind = kind
    switch kind {
    case .line: length = hypot(end.x - start.x, end.y - start.y)
    case .curve:
      var previous = start
      table = [0]
      for i in 1...Self.samples {
        let point = self.point(at: CGFloat(i) / CGFloat(Self.samples))
        length += hypot(point.x - previous.x, point.y - previous.y)
        table.append(length)
        previous = point
      }
    }
  }

  static func segments(of path: Path) -> [TrimSegment] {
    var segments: [TrimSegment] = []
    var current: CGPoint?
    var subpathStart: CGPoint?
    for element in path.elements {
      switch element {
      case .move(let point):
        current = point
        subpathStart = point
      case .line(let point):
        if let from = current { segments.append(TrimSegment(start: from, end: point, kind: .line)) }
        current = point
      case .curve(let point, let c1, let c2):
        if let from = current { segments.append(TrimSegment(start: from, end: point, kind: .curve(c1, c2))) }
        current = point
      case .closeSubpath:
        if let from = current, let first = subpathStart {
          if from != first { segments.append(TrimSegment(start: from, end: first, kind: .line)) }
          current = first
        }
      }
    }
    return segments
  }

  func point(at t: CGFloat) -> CGPoint {
    switch kind {
    case .line:
      return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
    case .curve(let c1, let c2):
      let u = 1 - t
      let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
      return CGPoint(
        x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y)
    }
  }

  /// The curve parameter at a length along the segment.
  func parameter(atLength s: CGFloat) -> CGFloat {
    guard case .curve = kind else { return s / length }
    if s <= 0 { return 0 }
    if s >= length { return 1 }
    var i = 1
    while i < table.count - 1 && table[i] < s { i += 1 }
    let (l0, l1) = (table[i - 1], table[i])
    let fraction = l1 > l0 ? (s - l0) / (l1 - l0) : 0
    return (CGFloat(i - 1) + fraction) / CGFloat(Self.samples)
  }

  /// The piece between two lengths along the segment.
  func sub(fromLength a: CGFloat, toLength b: CGFloat) -> TrimSegment {
    let (t0, t1) = (parameter(atLength: a), parameter(atLength: b))
    switch kind {
    case .line:
      return TrimSegment(start: point(at: t0), end: point(at: t1), kind: .line)
    case .curve(let c1, let c2):
      // Keep [0, t1], then [t0 / t1, 1] of that.
      let (p0, q1, q2, p3) = Self.split(start, c1, c2, end, at: t1).first
      let t = t1 > 0 ? t0 / t1 : 0
      let (r0, r1, r2, r3) = Self.split(p0, q1, q2, p3, at: t).second
      return TrimSegment(start: r0, end: r3, kind: .curve(r1, r2))
    }
  }

  static func split(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> (
    first: (CGPoint, CGPoint, CGPoint, CGPoint), second: (CGPoint, CGPoint, CGPoint, CGPoint)
  ) {
    func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
    let (a, b, c) = (lerp(p0, p1), lerp(p1, p2), lerp(p2, p3))
    let (d, e) = (lerp(a, b), lerp(b, c))
    let f = lerp(d, e)
    return ((p0, a, d, f), (f, e, c, p3))
  }
}

/// A shape cut to a fraction of its outline, as SwiftUI's `_TrimmedShape` (what
/// `trim(from:to:)` returns): stroke it to draw progress rings and arcs.
nonisolated public struct _TrimmedShape<S: Shape>: Shape {
  public var shape: S
  public var startFraction: CGFloat
  public var endFraction: CGFloat

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension Shape {
  /// The part of the shape's outline between two fractions of its length (0 and 1 by
  /// default), as in SwiftUI. A circle's outline starts at 3 o'clock and runs clockwise.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}
