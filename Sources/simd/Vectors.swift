import Foundation

// `import simd` on Linux. Apple's simd module names the standard library's SIMD vectors
// (`simd_float3` is `SIMD3<Float>`) and adds geometry functions, square matrices and
// quaternions; this module gives the same names, computed in plain Swift (no SIMD intrinsics
// beyond the standard library's vectors).

public typealias simd_float2 = SIMD2<Float>
public typealias simd_float3 = SIMD3<Float>
public typealias simd_float4 = SIMD4<Float>
public typealias simd_double2 = SIMD2<Double>
public typealias simd_double3 = SIMD3<Double>
public typealias simd_double4 = SIMD4<Double>
public typealias simd_int2 = SIMD2<Int32>
public typealias simd_int3 = SIMD3<Int32>
public typealias simd_int4 = SIMD4<Int32>
public typealias simd_uint2 = SIMD2<UInt32>
public typealias simd_uint3 = SIMD3<UInt32>
public typealias simd_uint4 = SIMD4<UInt32>

/// The sum of the products of the components.
@inlinable public func simd_dot<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { (a * b).sum() }
@inlinable public func dot<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_dot(a, b) }

/// The squared Euclidean length.
@inlinable public func simd_length_squared<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint {
  simd_dot(v, v)
}
@inlinable public func length_squared<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint {
  simd_dot(v, v)
}

/// The Euclidean length.
@inlinable public func simd_length<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint {
  simd_dot(v, v).squareRoot()
}
@inlinable public func length<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { simd_length(v) }

/// The vector scaled to length 1 (NaN components for the zero vector, as on Apple platforms).
@inlinable public func simd_normalize<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint { v / simd_length(v) }
@inlinable public func normalize<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint { simd_normalize(v) }

/// The distance between two points, and its square.
@inlinable public func simd_distance<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
  simd_length(a - b)
}
@inlinable public func distance<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
  simd_length(a - b)
}
@inlinable public func simd_distance_squared<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
  simd_length_squared(a - b)
}
@inlinable public func distance_squared<V: SIMD>(_ a: V, _ b: V) -> V.Scalar where V.Scalar: FloatingPoint {
  simd_length_squared(a - b)
}

/// The cross product of two 3-vectors.
@inlinable public func simd_cross<T: FloatingPoint & SIMDScalar>(_ a: SIMD3<T>, _ b: SIMD3<T>) -> SIMD3<T> {
  SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
@inlinable public func cross<T: FloatingPoint & SIMDScalar>(_ a: SIMD3<T>, _ b: SIMD3<T>) -> SIMD3<T> {
  simd_cross(a, b)
}

/// Linear interpolation: `x + (y − x) × t`, per component.
@inlinable public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V) -> V where V.Scalar: FloatingPoint { x + (y - x) * t }
@inlinable public func mix<V: SIMD>(_ x: V, _ y: V, t: V.Scalar) -> V where V.Scalar: FloatingPoint {
  x + (y - x) * t
}
@inlinable public func mix<V: SIMD>(_ x: V, _ y: V, t: V) -> V where V.Scalar: FloatingPoint { x + (y - x) * t }

/// Each component limited to `[min, max]`.
@inlinable public func simd_clamp<V: SIMD>(_ x: V, _ min: V, _ max: V) -> V where V.Scalar: Comparable {
  x.clamped(lowerBound: min, upperBound: max)
}
@inlinable public func clamp<V: SIMD>(_ x: V, min: V, max: V) -> V where V.Scalar: Comparable {
  x.clamped(lowerBound: min, upperBound: max)
}
@inlinable public func clamp<V: SIMD>(_ x: V, min: V.Scalar, max: V.Scalar) -> V where V.Scalar: Comparable {
  x.clamped(lowerBound: V(repeating: min), upperBound: V(repeating: max))
}

/// The smaller and larger of each pair of components; the magnitude of each component.
@inlinable public func simd_min<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar: Comparable { pointwiseMin(a, b) }
@inlinable public func simd_max<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar: Comparable { pointwiseMax(a, b) }
@inlinable public func simd_abs<V: SIMD>(_ v: V) -> V where V.Scalar: FloatingPoint {
  var result = v
  for index in v.indices { result[index] = Swift.abs(v[index]) }
  return result
}

/// The sum, smallest and largest of a vector's components.
@inlinable public func simd_reduce_add<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { v.sum() }
@inlinable public func reduce_add<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { v.sum() }
@inlinable public func simd_reduce_min<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { v.min() }
@inlinable public func simd_reduce_max<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { v.max() }
@inlinable public func reduce_min<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { v.min() }
@inlinable public func reduce_max<V: SIMD>(_ v: V) -> V.Scalar where V.Scalar: FloatingPoint { v.max() }

/// 0 below the edge, 1 from it on; a smooth Hermite step between two edges.
@inlinable public func simd_step<V: SIMD>(_ x: V, _ edge: V) -> V where V.Scalar: FloatingPoint {
  var result = V()
  for index in x.indices { result[index] = x[index] < edge[index] ? 0 : 1 }
  return result
}
@inlinable public func simd_smoothstep<V: SIMD>(_ edge0: V, _ edge1: V, _ x: V) -> V where V.Scalar: FloatingPoint {
  let t = simd_clamp((x - edge0) / (edge1 - edge0), V(repeating: 0), V(repeating: 1))
  return t * t * (V(repeating: 3) - 2 * t)
}
