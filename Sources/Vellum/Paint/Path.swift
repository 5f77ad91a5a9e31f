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
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self = RoundedRectangle(cornerRadius: cornerRadius, style: style).path(in: rect)
  }

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
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  public mutating func addEllipse(in rect: CGRect) {
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
