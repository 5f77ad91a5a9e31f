import Foundation

#if !canImport(Darwin)  // not `CoreGraphics`: Vellum has a module of that name for apps that import it
  /// Core Graphics' affine transform, which Foundation on Linux lacks: the matrix
  /// `[a b 0; c d 0; tx ty 1]` mapping a point to `(a·x + c·y + tx, b·x + d·y + ty)`.
  public struct CGAffineTransform: Hashable, Sendable, CustomStringConvertible {
    public var a, b, c, d, tx, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
      self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    public static let identity = CGAffineTransform()

    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians (clockwise on screen, where y points down).
    public init(rotationAngle angle: CGFloat) {
      let (s, c) = (sin(angle), cos(angle))
      self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse, or the transform unchanged if it cannot be inverted (as Core Graphics does).
    public func inverted() -> CGAffineTransform {
      let det = a * d - b * c
      guard det != 0, det.isFinite else { return self }
      return CGAffineTransform(
        a: d / det, b: -b / det, c: -c / det, d: a / det, tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// A translation applied before this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    public var description: String {
      "[\([a, b, c, d, tx, ty].map(formatNumber).joined(separator: " "))]"
    }
  }

  extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
      CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
  }

  extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize {
      CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
  }

  extension CGRect {
    /// The smallest rectangle holding the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
      guard !isNull else { return self }
      let corners = [
        CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
      ].map { $0.applying(t) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
  }
#endif

extension CGAffineTransform {
  /// This transform applied about the point `anchor` names in `rect`, which stays where it is:
  /// how anchored effects (`scaleEffect`, a geometry effect's frame) and transformed shapes
  /// are drawn.
  func about(_ anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
    let x = rect.minX + anchor.x * rect.width
    let y = rect.minY + anchor.y * rect.height
    return CGAffineTransform(translationX: -x, y: -y).concatenating(self)
      .concatenating(CGAffineTransform(translationX: x, y: y))
  }
}
