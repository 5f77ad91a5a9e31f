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
  static func blur(_ plane: inout [Float], width: Int, height: Int, sigma: Double) {
    let radii = boxRadii(sigma: sigma)
    guard !radii.isEmpty, width > 0, height > 0 else { return }
    var scratch = [Float](repeating: 0, count: max(width, height))
    plane.withUnsafeMutableBufferPointer { pixels in
      scratch.withUnsafeMutableBufferPointer { line in
        for radius in radii {
          for y in 0..<height { boxPass(pixels, start: y * width, step: 1, count: width, radius: radius, line: line) }
          for x in 0..<width { boxPass(pixels, start: x, step: width, count: height, radius: radius, line: line) }
        }
      }
    }
  }

  /// One running-sum box blur along a line of `count` values `step` apart.
  private static func boxPass(
    _ pixels: UnsafeMutableBufferPointer<Float>, start: Int, step: Int, count: Int, radius: Int,
    line: UnsafeMutableBufferPointer<Float>
  ) {
    for i in 0..<count { line[i] = pixels[start + i * step] }
    let scale = 1 / Float(2 * radius + 1)
    let first = line[0]
    let last = line[count - 1]
    func value(_ i: Int) -> Float { i < 0 ? first : i >= count ? last : line[i] }
    var sum: Float = 0
    for i in -radius...radius { sum += value(i) }
    for i in 0..<count {
      pixels[start + i * step] = sum * scale
      sum += value(i + radius + 1) - value(i - radius)
    }
  }
}
