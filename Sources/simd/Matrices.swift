import Foundation

/// What simd's square matrices share: columns of a vector type, computed on as arrays here
/// (Apple's are intrinsics; a preview's few matrices do not need them).
public protocol SIMDSquareMatrix: Equatable, Sendable {
  associatedtype Column: SIMD where Column.Scalar: BinaryFloatingPoint
  init(columnList: [Column])
  var columnList: [Column] { get }
}

extension SIMDSquareMatrix {
  static var order: Int { Column.scalarCount }

  /// The identity.
  public init() { self.init(diagonal: Column(repeating: 1)) }

  /// A matrix with `diagonal` on its diagonal and zeros elsewhere.
  public init(diagonal: Column) {
    self.init(
      columnList: (0..<Column.scalarCount).map { index in
        var column = Column()
        column[index] = diagonal[index]
        return column
      })
  }

  /// A matrix of the given columns.
  public init(_ columns: [Column]) {
    precondition(columns.count == Column.scalarCount, "\(Column.scalarCount) columns needed, \(columns.count) given")
    self.init(columnList: columns)
  }

  /// A matrix of the given rows.
  public init(rows: [Column]) { self = Self(rows).transpose }

  public subscript(column: Int) -> Column {
    get { columnList[column] }
    set {
      var columns = columnList
      columns[column] = newValue
      self = Self(columnList: columns)
    }
  }

  public subscript(column: Int, row: Int) -> Column.Scalar {
    get { columnList[column][row] }
    set {
      var columns = columnList
      columns[column][row] = newValue
      self = Self(columnList: columns)
    }
  }

  public var transpose: Self {
    let n = Self.order
    return Self(
      columnList: (0..<n).map { row in
        var column = Column()
        for index in 0..<n { column[index] = columnList[index][row] }
        return column
      })
  }

  /// The determinant, by elimination with partial pivoting.
  public var determinant: Column.Scalar {
    var rows = transpose.columnList
    let n = Self.order
    var result: Column.Scalar = 1
    for pivot in 0..<n {
      guard let best = (pivot..<n).max(by: { abs(rows[$0][pivot]) < abs(rows[$1][pivot]) }), rows[best][pivot] != 0
      else { return 0 }
      if best != pivot {
        rows.swapAt(best, pivot)
        result = -result
      }
      result *= rows[pivot][pivot]
      for row in (pivot + 1)..<n {
        let factor = rows[row][pivot] / rows[pivot][pivot]
        rows[row] -= factor * rows[pivot]
      }
    }
    return result
  }

  /// The inverse, by Gauss–Jordan elimination; a singular matrix gives NaNs, as on Apple
  /// platforms it gives an undefined result.
  public var inverse: Self {
    let n = Self.order
    var left = transpose.columnList  // rows
    var right = Self().columnList  // rows of the identity
    for pivot in 0..<n {
      guard let best = (pivot..<n).max(by: { abs(left[$0][pivot]) < abs(left[$1][pivot]) }), left[best][pivot] != 0
      else { return Self(columnList: Array(repeating: Column(repeating: .nan), count: n)) }
      left.swapAt(best, pivot)
      right.swapAt(best, pivot)
      let scale = 1 / left[pivot][pivot]
      left[pivot] *= scale
      right[pivot] *= scale
      for row in 0..<n where row != pivot {
        let factor = left[row][pivot]
        left[row] -= factor * left[pivot]
        right[row] -= factor * right[pivot]
      }
    }
    return Self(columnList: right).transpose
  }

  public static func * (a: Self, b: Self) -> Self { Self(columnList: b.columnList.map { a * $0 }) }

  public static func * (m: Self, v: Column) -> Column {
    var result = Column()
    for (index, column) in m.columnList.enumerated() { result += v[index] * column }
    return result
  }

  public static func * (v: Column, m: Self) -> Column {
    var result = Column()
    for (index, column) in m.columnList.enumerated() { result[index] = (v * column).sum() }
    return result
  }

  public static func * (m: Self, s: Column.Scalar) -> Self { Self(columnList: m.columnList.map { $0 * s }) }
  public static func * (s: Column.Scalar, m: Self) -> Self { m * s }
  public static func + (a: Self, b: Self) -> Self { Self(columnList: zip(a.columnList, b.columnList).map { $0 + $1 }) }
  public static func - (a: Self, b: Self) -> Self { Self(columnList: zip(a.columnList, b.columnList).map { $0 - $1 }) }
  public static func *= (a: inout Self, b: Self) { a = a * b }

  public static func == (a: Self, b: Self) -> Bool { a.columnList == b.columnList }
}

/// 2×2, 3×3 and 4×4 matrices of `Float` and `Double`, by columns.
public struct simd_float2x2: SIMDSquareMatrix {
  public var columns: (SIMD2<Float>, SIMD2<Float>)
  public init(columnList c: [SIMD2<Float>]) { columns = (c[0], c[1]) }
  public var columnList: [SIMD2<Float>] { [columns.0, columns.1] }
  public init(_ c0: SIMD2<Float>, _ c1: SIMD2<Float>) { columns = (c0, c1) }
  public init(columns: (SIMD2<Float>, SIMD2<Float>)) { self.columns = columns }
}

public struct simd_double2x2: SIMDSquareMatrix {
  public var columns: (SIMD2<Double>, SIMD2<Double>)
  public init(columnList c: [SIMD2<Double>]) { columns = (c[0], c[1]) }
  public var columnList: [SIMD2<Double>] { [columns.0, columns.1] }
  public init(_ c0: SIMD2<Double>, _ c1: SIMD2<Double>) { columns = (c0, c1) }
  public init(columns: (SIMD2<Double>, SIMD2<Double>)) { self.columns = columns }
}

public struct simd_float3x3: SIMDSquareMatrix {
  public var columns: (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>)
  public init(columnList c: [SIMD3<Float>]) { columns = (c[0], c[1], c[2]) }
  public var columnList: [SIMD3<Float>] { [columns.0, columns.1, columns.2] }
  public init(_ c0: SIMD3<Float>, _ c1: SIMD3<Float>, _ c2: SIMD3<Float>) { columns = (c0, c1, c2) }
  public init(columns: (SIMD3<Float>, SIMD3<Float>, SIMD3<Float>)) { self.columns = columns }
}

public struct simd_double3x3: SIMDSquareMatrix {
  public var columns: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
  public init(columnList c: [SIMD3<Double>]) { columns = (c[0], c[1], c[2]) }
  public var columnList: [SIMD3<Double>] { [columns.0, columns.1, columns.2] }
  public init(_ c0: SIMD3<Double>, _ c1: SIMD3<Double>, _ c2: SIMD3<Double>) { columns = (c0, c1, c2) }
  public init(columns: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) { self.columns = columns }
}

public struct simd_float4x4: SIMDSquareMatrix {
  public var columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)
  public init(columnList c: [SIMD4<Float>]) { columns = (c[0], c[1], c[2], c[3]) }
  public var columnList: [SIMD4<Float>] { [columns.0, columns.1, columns.2, columns.3] }
  public init(_ c0: SIMD4<Float>, _ c1: SIMD4<Float>, _ c2: SIMD4<Float>, _ c3: SIMD4<Float>) {
    columns = (c0, c1, c2, c3)
  }
  public init(columns: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)) { self.columns = columns }
}

public struct simd_double4x4: SIMDSquareMatrix {
  public var columns: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)
  public init(columnList c: [SIMD4<Double>]) { columns = (c[0], c[1], c[2], c[3]) }
  public var columnList: [SIMD4<Double>] { [columns.0, columns.1, columns.2, columns.3] }
  public init(_ c0: SIMD4<Double>, _ c1: SIMD4<Double>, _ c2: SIMD4<Double>, _ c3: SIMD4<Double>) {
    columns = (c0, c1, c2, c3)
  }
  public init(columns: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)) { self.columns = columns }
}

public typealias float2x2 = simd_float2x2
public typealias float3x3 = simd_float3x3
public typealias float4x4 = simd_float4x4
public typealias double2x2 = simd_double2x2
public typealias double3x3 = simd_double3x3
public typealias double4x4 = simd_double4x4

public let matrix_identity_float2x2 = simd_float2x2()
public let matrix_identity_float3x3 = simd_float3x3()
public let matrix_identity_float4x4 = simd_float4x4()
public let matrix_identity_double2x2 = simd_double2x2()
public let matrix_identity_double3x3 = simd_double3x3()
public let matrix_identity_double4x4 = simd_double4x4()

/// simd's C-style names for the operations.
public func simd_mul<M: SIMDSquareMatrix>(_ a: M, _ b: M) -> M { a * b }
public func simd_mul<M: SIMDSquareMatrix>(_ m: M, _ v: M.Column) -> M.Column { m * v }
public func matrix_multiply<M: SIMDSquareMatrix>(_ a: M, _ b: M) -> M { a * b }
public func matrix_multiply<M: SIMDSquareMatrix>(_ m: M, _ v: M.Column) -> M.Column { m * v }
public func simd_inverse<M: SIMDSquareMatrix>(_ m: M) -> M { m.inverse }
public func simd_transpose<M: SIMDSquareMatrix>(_ m: M) -> M { m.transpose }
public func simd_determinant<M: SIMDSquareMatrix>(_ m: M) -> M.Column.Scalar { m.determinant }
