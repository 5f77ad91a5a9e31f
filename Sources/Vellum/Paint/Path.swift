import Foundation

/// An outline made of lines and cubic curves, as SwiftUI's `Path`.
public struct Path: Hashable, Sendable, CustomStringConvertible {
  public enum Element: Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }
  public private(set) var elements: [Element] = []

  public init() {}
  public init(_ rect: CGRect) { addRect(rect) }
  public init(_ build: (inout Path) -> Void) { build(&self) }
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
  /// A rounded rectangle; a null rectangle (`CGRect.null`, what insetting a rectangle past
  /// its middle gives) adds nothing, as in Core Graphics, here and in the other rectangle forms.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self = rect.isNull ? Path() : RoundedRectangle(cornerRadius: cornerRadius, style: style).path(in: rect)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
  public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    let start = currentPoint ?? point
    let c1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
    let c2 = CGPoint(x: point.x + 2 / 3 * (control.x - point.x), y: point.y + 2 / 3 * (control.y - point.y))
    addCurve(to: point, control1: c1, control2: c2)
  }
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  public mutating func addRect(_ rect: CGRect) {
    guard !rect.isNull else { return }
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// Rectangles, each a closed subpath, transformed by `transform`.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    var added = Path()
    for rect in rects { added.addRect(rect) }
    elements += (transform == .identity ? added : added.applying(transform)).elements
  }

  public mutating func addEllipse(in rect: CGRect) {
    guard !rect.isNull else { return }
    let k = 0.5522847498
    let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
      control2: CGPoint(x: cx + k * rx, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + k * ry))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
      control2: CGPoint(x: cx - k * rx, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - k * ry))
    closeSubpath()
  }

  /// Adds a rounded rectangle (continuous corners unless `style` says circular).
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    guard !rect.isNull else { return }
    elements.append(contentsOf: roundedRectPath(rect, radius: cornerSize.width, style: style).elements)
  }

  /// Adds connected straight lines through `points`.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds another path's elements.
  public mutating func addPath(_ path: Path) { elements.append(contentsOf: path.elements) }

  /// Adds a circular arc, as SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)`:
  /// angles run clockwise on screen (y down) from the positive x axis; `clockwise` follows
  /// SwiftUI's flipped convention, so `clockwise: false` sweeps clockwise on screen.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    guard radius.isFinite, radius >= 0, startAngle.radians.isFinite, endAngle.radians.isFinite else { return }
    var sweep = endAngle.radians - startAngle.radians
    if clockwise {
      if sweep > 0 { sweep -= 2 * .pi * (sweep / (2 * .pi)).rounded(.up) }
    } else if sweep < 0 {
      sweep += 2 * .pi * (-sweep / (2 * .pi)).rounded(.up)
    }
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let start = point(startAngle.radians)
    if currentPoint == nil { move(to: start) } else { addLine(to: start) }
    // Cubic pieces of at most a quarter turn each.
    let pieces = max(Int((abs(sweep) / (.pi / 2)).rounded(.up)), 1)
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    var angle = startAngle.radians
    for _ in 0..<pieces {
      let next = angle + step
      let (p0, p1) = (point(angle), point(next))
      addCurve(
        to: p1, control1: CGPoint(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle)),
        control2: CGPoint(x: p1.x + k * radius * sin(next), y: p1.y - k * radius * cos(next)))
      angle = next
    }
  }

  /// Whether every point and control point is finite.
  public var isFinite: Bool {
    elements.allSatisfy { element in
      switch element {
      case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
      case .curve(let p, let c1, let c2):
        p.x.isFinite && p.y.isFinite && c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite
      case .closeSubpath: true
      }
    }
  }

  /// The smallest rectangle holding every point and control point.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) {
      $0.union(CGRect(origin: $1, size: .zero))
    }
  }

  var currentPoint: CGPoint? {
    for element in elements.reversed() {
      switch element {
      case .move(let p), .line(let p), .curve(let p, _, _): return p
      case .closeSubpath: continue
      }
    }
    return nil
  }

  /// The path moved by (dx, dy).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
    var copy = Path()
    copy.elements = elements.map {
      switch $0 {
      case .move(let p): .move(to: move(p))
      case .line(let p): .line(to: move(p))
      case .curve(let p, let c1, let c2): .curve(to: move(p), control1: move(c1), control2: move(c2))
      case .closeSubpath: .closeSubpath
      }
    }
    return copy
  }

  public var description: String {
    func pt(_ p: CGPoint) -> String { "\(formatNumber(p.x)),\(formatNumber(p.y))" }
    return elements.map {
      switch $0 {
      case .move(let p): "M\(pt(p))"
      case .line(let p): "L\(pt(p))"
      case .curve(let p, let c1, let c2): "C\(pt(c1)) \(pt(c2)) \(pt(p))"
      case .closeSubpath: "Z"
      }
    }.joined(separator: " ")
  }
}

/// A path is a shape that draws itself wherever it is placed, as in SwiftUI.
nonisolated extension Path: Shape {
  public func path(in rect: CGRect) -> Path { self }
}
