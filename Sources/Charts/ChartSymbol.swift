import Vellum

/// The shape of a point mark's symbol, as Swift Charts' `BasicChartSymbolShape`; the shapes
/// `symbol(by:)` cycles through are circle, square, triangle, diamond and pentagon, in that
/// order, as Swift Charts does.
public struct BasicChartSymbolShape: Equatable, Sendable {
  enum Kind: Equatable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
  let kind: Kind
  let filled: Bool

  public static let circle = BasicChartSymbolShape(kind: .circle, filled: true)
  public static let square = BasicChartSymbolShape(kind: .square, filled: true)
  public static let triangle = BasicChartSymbolShape(kind: .triangle, filled: true)
  public static let diamond = BasicChartSymbolShape(kind: .diamond, filled: true)
  public static let pentagon = BasicChartSymbolShape(kind: .pentagon, filled: true)
  public static let plus = BasicChartSymbolShape(kind: .plus, filled: false)
  public static let cross = BasicChartSymbolShape(kind: .cross, filled: false)
  public static let asterisk = BasicChartSymbolShape(kind: .asterisk, filled: false)

  /// The symbol's outline (not filled when `strokeBorder` is used).
  public func strokeBorder(lineWidth: CGFloat = 1) -> BasicChartSymbolShape {
    BasicChartSymbolShape(kind: kind, filled: false)
  }

  static let cycle: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

  /// The symbol as a path of about `size` across, centred on `center`.
  func path(at center: CGPoint, size: CGFloat) -> Path {
    let r = size / 2
    var path = Path()
    func polygon(_ corners: Int, rotation: Double) {
      for index in 0..<corners {
        let angle = rotation + Double(index) * 2 * .pi / Double(corners)
        let point = CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
      }
      path.closeSubpath()
    }
    switch kind {
    case .circle: path.addEllipse(in: CGRect(x: center.x - r, y: center.y - r, width: size, height: size))
    case .square:
      let side = size * 0.85
      path.addRect(CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
    case .triangle: polygon(3, rotation: -.pi / 2)
    case .diamond: polygon(4, rotation: -.pi / 2)
    case .pentagon: polygon(5, rotation: -.pi / 2)
    case .plus, .asterisk:
      path.move(to: CGPoint(x: center.x - r, y: center.y))
      path.addLine(to: CGPoint(x: center.x + r, y: center.y))
      path.move(to: CGPoint(x: center.x, y: center.y - r))
      path.addLine(to: CGPoint(x: center.x, y: center.y + r))
    case .cross:
      let d = r * 0.7
      path.move(to: CGPoint(x: center.x - d, y: center.y - d))
      path.addLine(to: CGPoint(x: center.x + d, y: center.y + d))
      path.move(to: CGPoint(x: center.x + d, y: center.y - d))
      path.addLine(to: CGPoint(x: center.x - d, y: center.y + d))
    }
    return path
  }
}
