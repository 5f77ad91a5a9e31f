import Foundation

/// An approximate Gaussian blur: three box blurs per axis whose widths match the Gaussian's
/// variance (W. Jarosz, "Fast image convolutions"), linear in the pixel count whatever σ is.
/// Pixels beyond the edges repeat the edge pixel.
enum GaussianBlur {
  /// Box radii for three passes approximating a Gaussian of `sigma` pixels.
  static func boxRadii(sigma: Double) -> [Int] {
    guard sigma > 0.2 else { return [] }
    let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let m = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / (-4 * Double(lower) - 4))
      .rounded()
    return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
  }

  /// Blurs one channel of `width × height` values in place.
  ///
  /// Each line keeps a running sum, started from its first `2·radius + 1` values and moved
  /// one value at a time. Columns are summed side by side, a row of sums at a time, which
  /// does the same arithmetic per column in an order the compiler can vectorise.
  static func blur(_ plane: inout [Float], width: Int, height: Int, sigma: Double) {
    let radii = boxRadii(sigma: sigma)
    guard !radii.isEmpty, width > 0, height > 0 else { return }
    let pad = radii.max()! + 1
    var line = [Float](repeating: 0, count: width + 2 * pad)
    var copy = [Float](repeating: 0, count: width * height)
    var sums = [Float](repeating: 0, count: width)
    plane.withUnsafeMutableBufferPointer { pixels in
      for radius in radii {
        line.withUnsafeMutableBufferPointer { line in
          for y in 0..<height { rowPass(pixels.baseAddress! + y * width, count: width, radius: radius, line: line) }
        }
        copy.withUnsafeMutableBufferPointer { copy in
          sums.withUnsafeMutableBufferPointer { sums in
            columnPass(pixels, width: width, height: height, radius: radius, copy: copy, sums: sums)
          }
        }
      }
    }
  }

  /// One running-sum box blur along a row of `count` values, through `line` (the row with
  /// its edge values repeated on both sides).
  private static func rowPass(
    _ row: UnsafeMutablePointer<Float>, count: Int, radius: Int, line: UnsafeMutableBufferPointer<Float>
  ) {
    let pad = radius + 1
    let base = line.baseAddress!
    base.update(repeating: row[0], count: pad)
    (base + pad).update(from: row, count: count)
    (base + pad + count).update(repeating: row[count - 1], count: pad)
    // values[i] is the value at i, clamped to the row.
    let values = base + pad
    let scale = 1 / Float(2 * radius + 1)
    var sum: Float = 0
    for i in -radius...radius { sum += values[i] }
    let entering = values + radius + 1
    let leaving = values - radius
    for i in 0..<count {
      row[i] = sum * scale
      sum += entering[i] - leaving[i]
    }
  }

  /// One running-sum box blur down every column at once.
  private static func columnPass(
    _ pixels: UnsafeMutableBufferPointer<Float>, width: Int, height: Int, radius: Int,
    copy: UnsafeMutableBufferPointer<Float>, sums: UnsafeMutableBufferPointer<Float>
  ) {
    let source = copy.baseAddress!
    source.update(from: pixels.baseAddress!, count: width * height)
    func row(_ y: Int) -> UnsafeMutablePointer<Float> { source + min(max(y, 0), height - 1) * width }
    let scale = 1 / Float(2 * radius + 1)
    for x in 0..<width { sums[x] = 0 }
    for y in -radius...radius {
      let values = row(y)
      for x in 0..<width { sums[x] += values[x] }
    }
    for y in 0..<height {
      let out = pixels.baseAddress! + y * width
      for x in 0..<width { out[x] = sums[x] * scale }
      let entering = row(y + radius + 1)
      let leaving = row(y - radius)
      for x in 0..<width { sums[x] += entering[x] - leaving[x] }
    }
  }
}
