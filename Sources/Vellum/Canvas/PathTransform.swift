import Foundation

extension Path {
  /// The path with every point transformed, as SwiftUI's `Path.applying(_:)`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    var result = Path()
    for element in elements {
      switch element {
      case .move(let point): result.move(to: point.applying(transform))
      case .line(let point): result.addLine(to: point.applying(transform))
      case .curve(let point, let control1, let control2):
        result.addCurve(
          to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
      case .closeSubpath: result.closeSubpath()
      }
    }
    return result
  }
}
