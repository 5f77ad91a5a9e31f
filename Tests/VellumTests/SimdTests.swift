import Foundation
import Testing
import simd

/// `import simd`: vector geometry, matrices and quaternions as effect and physics code uses
/// them (a rotation about an anchor, a light direction, a spring's vector).
struct SimdTests {
  func close(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Bool { simd_length(a - b) < 1e-9 }

  @Test func vectorGeometry() {
    let v = simd_double3(3, 4, 0)
    #expect(length(v) == 5 && simd_length_squared(v) == 25)
    #expect(normalize(v) == simd_double3(0.6, 0.8, 0))
    #expect(dot(v, simd_double3(1, 1, 1)) == 7)
    #expect(cross(simd_double3(1, 0, 0), simd_double3(0, 1, 0)) == simd_double3(0, 0, 1))
    #expect(distance(simd_float2(0, 0), simd_float2(6, 8)) == 10)
    #expect(mix(simd_float2(0, 10), simd_float2(10, 20), t: 0.5) == simd_float2(5, 15))
    #expect(simd_clamp(simd_double2(-1, 2), simd_double2(0, 0), simd_double2(1, 1)) == simd_double2(0, 1))
    #expect(simd_smoothstep(simd_double2(0, 0), simd_double2(1, 1), simd_double2(0.5, 2)) == simd_double2(0.5, 1))
  }

  @Test func matricesMultiplyInvertAndTranspose() {
    var translation = matrix_identity_double4x4
    translation.columns.3 = simd_double4(10, 20, 30, 1)
    let scale = simd_double4x4(diagonal: simd_double4(2, 3, 4, 1))
    let point = simd_double4(1, 1, 1, 1)
    #expect((translation * scale) * point == simd_double4(12, 23, 34, 1))
    let both = translation * scale
    let back = both.inverse * (both * point)
    #expect(simd_length(back - point) < 1e-12)
    #expect(both.determinant == 24)
    #expect(simd_double3x3(rows: [[1, 2, 3], [4, 5, 6], [7, 8, 10]]).transpose[0] == simd_double3(1, 2, 3))
    #expect(simd_double2x2([[1, 2], [3, 4]]) * simd_double2(1, 0) == simd_double2(1, 2))
    let singular = simd_float2x2([[1, 2], [2, 4]])
    #expect(singular.determinant == 0 && singular.inverse[0][0].isNaN)
  }

  @Test func quaternionsRotate() {
    let quarter = simd_quatd(angle: .pi / 2, axis: simd_double3(0, 0, 1))
    #expect(close(quarter.act(simd_double3(1, 0, 0)), simd_double3(0, 1, 0)))
    #expect(abs(quarter.angle - .pi / 2) < 1e-12 && close(quarter.axis, simd_double3(0, 0, 1)))
    let matrix = simd_double4x4(quarter)
    let rotated = matrix * simd_double4(1, 0, 0, 1)
    #expect(close(simd_double3(rotated.x, rotated.y, rotated.z), simd_double3(0, 1, 0)))
    // Two quarter turns about x, composed, are a half turn.
    let x = simd_quatd(angle: .pi / 2, axis: simd_double3(1, 0, 0))
    #expect(close((x * x).act(simd_double3(0, 1, 0)), simd_double3(0, -1, 0)))
    let halfway = simd_slerp(simd_quatd(), quarter, 0.5)
    #expect(abs(halfway.angle - .pi / 4) < 1e-9)
    #expect(close((quarter * quarter.inverse).act(simd_double3(1, 2, 3)), simd_double3(1, 2, 3)))
  }
}
