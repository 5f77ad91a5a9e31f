import Foundation

/// The continuous ("squircle") corner of UIKit, per spec §5 (PaintCode's constants): each
/// corner leaves the straight edge 1.52866483 × r from the corner.
enum ContinuousCorner {
  static let extent: CGFloat = 1.52866483
  /// Points of one corner in (along the entering edge, along the leaving edge) units of r,
  /// from the edge start: line end, then three cubics with their controls.
  static let segments: [(c1: (CGFloat, CGFloat), c2: (CGFloat, CGFloat), end: (CGFloat, CGFloat))] = [
    ((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)),
    ((0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)),
    ((0, 0.86840689), (0, 1.08849323), (0, 1.52866483)),
  ]
  static let lineAfter: [(CGFloat, CGFloat)?] = [(0.63149399, 0.07491100), (0.06549600, 0.66993427), nil]

  /// The circular-arc equivalent, used to blend toward a stadium as r nears min(w, h) / 2.
  static let circularSegments: [(c1: (CGFloat, CGFloat), c2: (CGFloat, CGFloat), end: (CGFloat, CGFloat))] = [
    ((1, 0), (1, 0), (1, 0)),
    ((0.44771525, 0), (0, 0.44771525), (0, 1)),
    ((0, 1), (0, 1), (0, 1)),
  ]
}

/// A rounded-rectangle path with circular or continuous corners. Continuous corners use
/// the table while 1.5287 r fits in half the shorter side, and blend toward a circular
/// arc (a stadium at r = min / 2) beyond that (spec §5, medium confidence).
func roundedRectPath(_ rect: CGRect, radius: CGFloat, style: RoundedCornerStyle) -> Path {
  roundedRectPath(rect, radii: [radius, radius, radius, radius], style: style)
}

/// A rectangle with its own radius per corner, clockwise from the top-right corner
/// (top-right, bottom-right, bottom-left, top-left); a radius of 0 leaves a square corner.
func roundedRectPath(_ rect: CGRect, radii: [CGFloat], style: RoundedCornerStyle) -> Path {
  let half = min(rect.width, rect.height) / 2
  let clean = radii.map { $0.isFinite ? min(max($0, 0), half) : 0 }
  guard clean.contains(where: { $0 > 0 }) else { return Path(rect) }
  var path = Path()
  // Corners clockwise from top-right: corner point, unit vector along entering edge (toward the corner), leaving edge.
  let corners: [(CGPoint, CGPoint, CGPoint)] = [
    (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),
    (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),
    (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),
    (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
  ]
  for (index, corner) in corners.enumerated() {
    addCorner(corner, radius: clean[index], half: half, style: style, first: index == 0, to: &path)
  }
  path.closeSubpath()
  return path
}

/// Appends one corner: a line to where it leaves the entering edge, then its curve.
private func addCorner(
  _ corner: (CGPoint, CGPoint, CGPoint), radius r: CGFloat, half: CGFloat, style: RoundedCornerStyle, first: Bool,
  to path: inout Path
) {
  // Blend factor: 0 = full continuous table, 1 = circular arc.
  var blend: CGFloat = 1
  var extent: CGFloat = 1
  if style == .continuous && r > 0 {
    let limit = half / r  // how many r fit in half the side (≥ 1)
    if limit >= ContinuousCorner.extent {
      blend = 0
    } else {
      blend = (ContinuousCorner.extent - limit) / (ContinuousCorner.extent - 1)
    }
    extent = ContinuousCorner.extent + (1 - ContinuousCorner.extent) * blend
  }
  func point(_ corner: (CGPoint, CGPoint, CGPoint), _ a: CGFloat, _ b: CGFloat) -> CGPoint {
    let (c, back, out) = corner
    return CGPoint(x: c.x + back.x * a * r + out.x * b * r, y: c.y + back.y * a * r + out.y * b * r)
  }
  let start = point(corner, extent, 0)
  if first { path.move(to: start) } else { path.addLine(to: start) }
  if r == 0 { return }
  if style == .circular || blend >= 1 {
    let s = ContinuousCorner.circularSegments[1]
    path.addCurve(
      to: point(corner, s.end.0, s.end.1), control1: point(corner, s.c1.0, s.c1.1),
      control2: point(corner, s.c2.0, s.c2.1))
    return
  }
  for (n, s) in ContinuousCorner.segments.enumerated() {
    func mix(_ p: (CGFloat, CGFloat), _ q: (CGFloat, CGFloat)) -> (CGFloat, CGFloat) {
      (p.0 + (q.0 - p.0) * blend, p.1 + (q.1 - p.1) * blend)
    }
    let arc = ContinuousCorner.circularSegments[n]
    // Scale the continuous table so its extent matches the blended one.
    let scale = extent / ContinuousCorner.extent
    func scaled(_ p: (CGFloat, CGFloat)) -> (CGFloat, CGFloat) { (p.0 * scale, p.1 * scale) }
    let c1 = mix(scaled(s.c1), arc.c1)
    let c2 = mix(scaled(s.c2), arc.c2)
    let end = mix(scaled(s.end), arc.end)
    path.addCurve(
      to: point(corner, end.0, end.1), control1: point(corner, c1.0, c1.1), control2: point(corner, c2.0, c2.1))
    if let line = ContinuousCorner.lineAfter[n] {
      let l = mix(scaled(line), n == 0 ? arc.end : (0, 1))
      path.addLine(to: point(corner, l.0, l.1))
    }
  }
}
