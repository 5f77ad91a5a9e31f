import Foundation

/// UIKit's path builder, as custom `Shape`s use it (`Path(UIBezierPath(roundedRect:
/// byRoundingCorners:cornerRadii:).cgPath)`, chat bubbles). It builds a Vellum `Path`; its
/// `cgPath` carries that path back into `Path(_:)`. Angles are radians, and `clockwise`
/// means clockwise on screen, as in UIKit.
open class UIBezierPath {
  var path = Path()
  public var lineWidth: CGFloat = 1

  public init() {}
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .circular)
  }
  /// A rectangle with only `corners` rounded (by the radii's width, as UIKit rounds them).
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? cornerRadii.width : 0 }
    let radii = RectangleCornerRadii(
      topLeading: radius(.topLeft), bottomLeading: radius(.bottomLeft), bottomTrailing: radius(.bottomRight),
      topTrailing: radius(.topRight))
    path = UnevenRoundedRectangle(cornerRadii: radii, style: .circular).path(in: rect)
  }
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  open func move(to point: CGPoint) { path.move(to: point) }
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }
  /// An arc; UIKit's `clockwise` is on screen, which is SwiftUI's `clockwise: false`.
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
  {
    path.addArc(
      center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
      clockwise: !clockwise)
  }
  open func close() { path.closeSubpath() }
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

  /// The path, for `Path(_:)`.
  public var cgPath: CGPath { CGPath(path: path) }
}

/// The corners of a rectangle, as UIKit names them.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// Core Graphics' path as far as SwiftUI code passes one to `Path(_:)` (Linux has no Core
/// Graphics): it carries a Vellum path.
public struct CGPath: @unchecked Sendable {
  let path: Path
}

extension Path {
  /// The path a `UIBezierPath`'s `cgPath` carries.
  public init(_ path: CGPath) { self = path.path }

  /// The path as a Core Graphics path (for a mask layer or a `UIBezierPath`).
  public var cgPath: CGPath { CGPath(path: self) }
}
