import Foundation

/// A quaternion, as simd's `simd_quatf` and `simd_quatd`: `vector` holds the imaginary part
/// in x, y and z and the real part in w. Rotations act on vectors with `act(_:)` and make
/// rotation matrices (`simd_double4x4(quaternion)`).
public struct SIMDQuaternion<Scalar: BinaryFloatingPoint & SIMDScalar>: Equatable, Hashable {
  public var vector: SIMD4<Scalar>

  public init() { vector = SIMD4(0, 0, 0, 1) }
  public init(vector: SIMD4<Scalar>) { self.vector = vector }
  public init(ix: Scalar, iy: Scalar, iz: Scalar, r: Scalar) { vector = SIMD4(ix, iy, iz, r) }
  public init(real: Scalar, imag: SIMD3<Scalar>) { vector = SIMD4(imag, real) }

  /// A rotation by `angle` radians about `axis` (normalised here).
  public init(angle: Scalar, axis: SIMD3<Scalar>) {
    let length = simd_length(axis)
    let unit = length > 0 ? axis / length : axis
    let half = Double(angle) / 2
    self.init(real: Scalar(cos(half)), imag: unit * Scalar(sin(half)))
  }

  /// The rotation taking one unit vector to another.
  public init(from: SIMD3<Scalar>, to: SIMD3<Scalar>) {
    let a = simd_normalize(from)
    let b = simd_normalize(to)
    let half = simd_normalize(a + b)
    self.init(real: simd_dot(a, half), imag: simd_cross(a, half))
  }

  public var real: Scalar {
    get { vector.w }
    set { vector.w = newValue }
  }
  public var imag: SIMD3<Scalar> {
    get { SIMD3(vector.x, vector.y, vector.z) }
    set { vector = SIMD4(newValue, vector.w) }
  }

  public var length: Scalar { simd_length(vector) }
  public var normalized: Self { Self(vector: vector / length) }
  public var conjugate: Self { Self(real: real, imag: -imag) }
  public var inverse: Self { Self(vector: conjugate.vector / simd_length_squared(vector)) }

  /// The rotation angle in radians, 0…2π.
  public var angle: Scalar { Scalar(2 * atan2(Double(simd_length(imag)), Double(real))) }

  /// The rotation axis (unit length; x for no rotation).
  public var axis: SIMD3<Scalar> {
    let length = simd_length(imag)
    return length > 0 ? imag / length : SIMD3(1, 0, 0)
  }

  /// The vector rotated by this (unit) quaternion.
  public func act(_ v: SIMD3<Scalar>) -> SIMD3<Scalar> {
    (self * Self(real: 0, imag: v) * conjugate).imag
  }

  public static func * (a: Self, b: Self) -> Self {
    Self(
      real: a.real * b.real - simd_dot(a.imag, b.imag),
      imag: a.real * b.imag + b.real * a.imag + simd_cross(a.imag, b.imag))
  }
  public static func *= (a: inout Self, b: Self) { a = a * b }
  public static func + (a: Self, b: Self) -> Self { Self(vector: a.vector + b.vector) }
  public static func - (a: Self, b: Self) -> Self { Self(vector: a.vector - b.vector) }
  public static prefix func - (q: Self) -> Self { Self(vector: -q.vector) }
  public static func * (q: Self, s: Scalar) -> Self { Self(vector: q.vector * s) }
  public static func * (s: Scalar, q: Self) -> Self { Self(vector: q.vector * s) }
  public static func / (q: Self, s: Scalar) -> Self { Self(vector: q.vector / s) }

  /// The rotation matrix's 3×3 columns.
  var rotationColumns: (SIMD3<Scalar>, SIMD3<Scalar>, SIMD3<Scalar>) {
    let q = normalized
    let (x, y, z, w) = (q.vector.x, q.vector.y, q.vector.z, q.vector.w)
    return (
      SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
      SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
      SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
    )
  }
}

public typealias simd_quatf = SIMDQuaternion<Float>
public typealias simd_quatd = SIMDQuaternion<Double>

/// Spherical linear interpolation between two unit quaternions, along the shorter arc.
public func simd_slerp<Scalar>(_ a: SIMDQuaternion<Scalar>, _ b: SIMDQuaternion<Scalar>, _ t: Scalar)
  -> SIMDQuaternion<Scalar>
{
  var end = b
  var cosine = simd_dot(a.vector, b.vector)
  if cosine < 0 {
    end = -b
    cosine = -cosine
  }
  if cosine > 0.9995 { return (a + (end - a) * t).normalized }
  let theta = acos(Double(cosine))
  let sine = sin(theta)
  let wa = Scalar(sin((1 - Double(t)) * theta) / sine)
  let wb = Scalar(sin(Double(t) * theta) / sine)
  return a * wa + end * wb
}

public func simd_act<Scalar>(_ q: SIMDQuaternion<Scalar>, _ v: SIMD3<Scalar>) -> SIMD3<Scalar> { q.act(v) }
public func simd_normalize<Scalar>(_ q: SIMDQuaternion<Scalar>) -> SIMDQuaternion<Scalar> { q.normalized }
public func simd_inverse<Scalar>(_ q: SIMDQuaternion<Scalar>) -> SIMDQuaternion<Scalar> { q.inverse }
public func simd_conjugate<Scalar>(_ q: SIMDQuaternion<Scalar>) -> SIMDQuaternion<Scalar> { q.conjugate }
public func simd_mul<Scalar>(_ a: SIMDQuaternion<Scalar>, _ b: SIMDQuaternion<Scalar>) -> SIMDQuaternion<Scalar> {
  a * b
}

extension simd_double3x3 {
  /// The rotation matrix of a quaternion.
  public init(_ q: simd_quatd) { self.init(columns: q.rotationColumns) }
}

extension simd_float3x3 {
  public init(_ q: simd_quatf) { self.init(columns: q.rotationColumns) }
}

extension simd_double4x4 {
  /// The rotation matrix of a quaternion, with no translation.
  public init(_ q: simd_quatd) {
    let (c0, c1, c2) = q.rotationColumns
    self.init(SIMD4(c0, 0), SIMD4(c1, 0), SIMD4(c2, 0), SIMD4(0, 0, 0, 1))
  }
}

extension simd_float4x4 {
  public init(_ q: simd_quatf) {
    let (c0, c1, c2) = q.rotationColumns
    self.init(SIMD4(c0, 0), SIMD4(c1, 0), SIMD4(c2, 0), SIMD4(0, 0, 0, 1))
  }
}

extension SIMDQuaternion: Sendable where Scalar: Sendable, Scalar.SIMD4Storage: Sendable {}
