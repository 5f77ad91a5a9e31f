import Foundation
import Vellum

/// Core Animation's transform functions, row-vector convention as Core Animation's
/// (`CATransform3DConcat(a, b)` is `a` then `b`).
public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; the identity for a zero axis.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return CATransform3DIdentity }
  let (x, y, z) = (x / length, y / length, z / length)
  let (s, c) = (sin(angle), cos(angle))
  let t = 1 - c
  return CATransform3D(
    m11: t * x * x + c, m12: t * x * y + s * z, m13: t * x * z - s * y, m14: 0,
    m21: t * x * y - s * z, m22: t * y * y + c, m23: t * y * z + s * x, m24: 0,
    m31: t * x * z + s * y, m32: t * y * z - s * x, m33: t * z * z + c, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let (p, q) = (rows(a), rows(b))
  return transform((0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + p[i][$1] * q[$1][j] } } })
}

public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse, or the transform unchanged when it has none (as Core Animation does).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  var left = rows(t)
  var right = rows(CATransform3DIdentity)
  for pivot in 0..<4 {
    guard let best = (pivot..<4).max(by: { abs(left[$0][pivot]) < abs(left[$1][pivot]) }), left[best][pivot] != 0
    else { return t }
    left.swapAt(best, pivot)
    right.swapAt(best, pivot)
    let scale = 1 / left[pivot][pivot]
    left[pivot] = left[pivot].map { $0 * scale }
    right[pivot] = right[pivot].map { $0 * scale }
    for row in 0..<4 where row != pivot {
      let factor = left[row][pivot]
      left[row] = zip(left[row], left[pivot]).map { $0 - factor * $1 }
      right[row] = zip(right[row], right[pivot]).map { $0 - factor * $1 }
    }
  }
  return transform(right)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  return t
}

public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
    && t.m43 == 0 && t.m44 == 1
}

public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// Seconds of the host's monotonic clock, as Core Animation's media time.
public func CACurrentMediaTime() -> TimeInterval { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

private func rows(_ t: CATransform3D) -> [[CGFloat]] {
  [
    [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34],
    [t.m41, t.m42, t.m43, t.m44],
  ]
}

private func transform(_ r: [[CGFloat]]) -> CATransform3D {
  CATransform3D(
    m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
    m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
}
