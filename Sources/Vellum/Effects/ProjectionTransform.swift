import Foundation

/// SwiftUI's projective transform of a view's drawing: the 3×3 matrix
/// `[m11 m12 m13; m21 m22 m23; m31 m32 m33]` mapping `[x y 1]` to `[x′ y′ w]`, drawn at
/// `(x′/w, y′/w)`. Vellum paints through Cairo, whose transforms are affine: a transform with
/// perspective (`m13` or `m23` not 0) is drawn as the affine transform that matches it at
/// the centre of the view (its position and first derivatives), as `rotation3DEffect` is.
public struct ProjectionTransform: Hashable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  public init() {}

  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  /// The transform of a 4×4 one, dropping depth (its rows and columns 3).
  public init(_ m: CATransform3D) {
    (m11, m12, m13) = (m.m11, m.m12, m.m14)
    (m21, m22, m23) = (m.m21, m.m22, m.m24)
    (m31, m32, m33) = (m.m41, m.m42, m.m44)
  }

  public var isIdentity: Bool { self == ProjectionTransform() }
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  var rows: [[CGFloat]] { [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]] }

  init(rows r: [[CGFloat]]) {
    (m11, m12, m13) = (r[0][0], r[0][1], r[0][2])
    (m21, m22, m23) = (r[1][0], r[1][1], r[1][2])
    (m31, m32, m33) = (r[2][0], r[2][1], r[2][2])
  }

  /// This transform followed by `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    let a = rows
    let b = rhs.rows
    return ProjectionTransform(
      rows: (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } } })
  }

  /// Inverts the transform; returns false, leaving it unchanged, when it cannot be inverted.
  @discardableResult public mutating func invert() -> Bool {
    let determinant =
      m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    guard determinant != 0, determinant.isFinite else { return false }
    let inverse: [[CGFloat]] = [
      [m22 * m33 - m23 * m32, m13 * m32 - m12 * m33, m12 * m23 - m13 * m22],
      [m23 * m31 - m21 * m33, m11 * m33 - m13 * m31, m13 * m21 - m11 * m23],
      [m21 * m32 - m22 * m31, m12 * m31 - m11 * m32, m11 * m22 - m12 * m21],
    ]
    self = ProjectionTransform(rows: inverse.map { $0.map { $0 / determinant } })
    return true
  }

  public func inverted() -> ProjectionTransform {
    var copy = self
    copy.invert()
    return copy
  }

  /// The affine transform Vellum draws for this one in a frame of `size`: itself when it is
  /// affine, else its linearisation at the frame's centre; the identity where either has a
  /// non-finite value.
  func drawnTransform(in size: CGSize) -> CGAffineTransform {
    let drawn = affineTransform(in: size)
    let values = [drawn.a, drawn.b, drawn.c, drawn.d, drawn.tx, drawn.ty]
    return values.allSatisfy(\.isFinite) ? drawn : .identity
  }

  private func affineTransform(in size: CGSize) -> CGAffineTransform {
    if isAffine { return CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }
    let (x, y) = (size.width / 2, size.height / 2)
    let w = m13 * x + m23 * y + m33
    guard w != 0, w.isFinite else { return .identity }
    let px = (m11 * x + m21 * y + m31) / w
    let py = (m12 * x + m22 * y + m32) / w
    let a = (m11 - px * m13) / w
    let b = (m12 - py * m13) / w
    let c = (m21 - px * m23) / w
    let d = (m22 - py * m23) / w
    return CGAffineTransform(a: a, b: b, c: c, d: d, tx: px - a * x - c * y, ty: py - b * x - d * y)
  }
}
