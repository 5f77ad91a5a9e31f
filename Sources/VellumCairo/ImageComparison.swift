import Foundation

/// How far two images may differ and still match. Exact by default, since Vellum's output
/// is deterministic; the knobs are the ones pixelmatch and the snapshot tools agree on.
public struct Tolerance: Hashable, Sendable, CustomStringConvertible {
  /// Perceptual colour distance (YIQ, as pixelmatch) below which a pixel matches: 0 exact,
  /// 0.1 pixelmatch's default, 1 anything.
  public var perPixel: Double
  /// Whether pixels that look like anti-aliasing in either image are forgiven.
  public var ignoresAntialiasing: Bool
  /// How many differing pixels are allowed (this many, or `maxDifferentShare`, whichever
  /// is more).
  public var maxDifferentPixels: Int
  /// What share (0…1) of the pixels may differ (or `maxDifferentPixels`, whichever is more).
  public var maxDifferentShare: Double

  public init(
    perPixel: Double = 0, ignoresAntialiasing: Bool = false, maxDifferentPixels: Int = 0, maxDifferentShare: Double = 0
  ) {
    self.perPixel = perPixel
    self.ignoresAntialiasing = ignoresAntialiasing
    self.maxDifferentPixels = maxDifferentPixels
    self.maxDifferentShare = maxDifferentShare
  }

  /// Every pixel identical.
  public static let exact = Tolerance()
  /// pixelmatch's defaults: threshold 0.1, anti-aliased pixels forgiven, none may differ.
  public static let perceptual = Tolerance(perPixel: 0.1, ignoresAntialiasing: true)

  public var isExact: Bool { self == .exact }

  public var description: String {
    if isExact { return "exact (every pixel identical)" }
    var parts = ["per-pixel YIQ threshold \(perPixel)"]
    parts.append(ignoresAntialiasing ? "anti-aliased pixels forgiven" : "anti-aliased pixels counted")
    parts.append("up to \(maxDifferentPixels) pixels or \(maxDifferentShare * 100) % may differ")
    return parts.joined(separator: ", ")
  }
}

/// The comparison of an actual image with an expected one.
public struct ImageComparison: Sendable, CustomStringConvertible {
  public let expectedSize: (width: Int, height: Int)
  public let actualSize: (width: Int, height: Int)
  /// Pixels over the per-pixel threshold (outside the overlap of two sizes, every pixel).
  public let differentPixels: Int
  /// Pixels over the threshold that were forgiven as anti-aliasing.
  public let antialiasedPixels: Int
  /// The largest difference of any channel, 0–255.
  public let largestDifference: Int
  public let tolerance: Tolerance
  /// Per pixel of the padded canvas: 0 same, 1 different, 2 forgiven anti-aliasing.
  let marks: [UInt8]

  public var sizesMatch: Bool { expectedSize == actualSize }
  public var width: Int { max(expectedSize.width, actualSize.width) }
  public var height: Int { max(expectedSize.height, actualSize.height) }
  public var differentShare: Double { Double(differentPixels) / Double(max(width * height, 1)) }

  /// Whether the images match within the tolerance.
  public var matches: Bool {
    sizesMatch && (differentPixels <= tolerance.maxDifferentPixels || differentShare <= tolerance.maxDifferentShare)
  }

  public var description: String { summary }

  /// Compares two images; an exact comparison of equal images is a memory compare.
  public init(expected: RGBAImage, actual: RGBAImage, tolerance: Tolerance = .exact) {
    self.tolerance = tolerance
    expectedSize = (expected.width, expected.height)
    actualSize = (actual.width, actual.height)
    let width = max(expected.width, actual.width)
    let height = max(expected.height, actual.height)
    if expected == actual {
      differentPixels = 0
      antialiasedPixels = 0
      largestDifference = 0
      marks = [UInt8](repeating: 0, count: width * height)
      return
    }
    let maxDelta = 35215 * tolerance.perPixel * tolerance.perPixel
    var marks = [UInt8](repeating: 0, count: width * height)
    var different = 0
    var antialiased = 0
    var largest = 0
    for y in 0..<height {
      for x in 0..<width {
        guard x < expected.width, y < expected.height, x < actual.width, y < actual.height else {
          marks[y * width + x] = 1
          different += 1
          largest = 255
          continue
        }
        let e = expected[x, y]
        let a = actual[x, y]
        if e == a { continue }
        largest = max(
          largest, abs(Int(e.r) - Int(a.r)), abs(Int(e.g) - Int(a.g)), abs(Int(e.b) - Int(a.b)),
          abs(Int(e.a) - Int(a.a)))
        let delta = Self.colorDelta(e, a)
        if tolerance.perPixel > 0 && abs(delta) <= maxDelta { continue }
        if tolerance.ignoresAntialiasing
          && (Self.isAntialiased(expected, x, y, other: actual) || Self.isAntialiased(actual, x, y, other: expected))
        {
          marks[y * width + x] = 2
          antialiased += 1
        } else {
          marks[y * width + x] = 1
          different += 1
        }
      }
    }
    differentPixels = different
    antialiasedPixels = antialiased
    largestDifference = largest
    self.marks = marks
  }

  typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

  /// The pixel blended over white, in YIQ (pixelmatch's colour space).
  static func yiq(_ p: Pixel) -> (y: Double, i: Double, q: Double) {
    let alpha = Double(p.a) / 255
    func blend(_ c: UInt8) -> Double { 255 + (Double(c) - 255) * alpha }
    let (r, g, b) = (blend(p.r), blend(p.g), blend(p.b))
    return (
      r * 0.29889531 + g * 0.58662247 + b * 0.11448223, r * 0.59597799 - g * 0.27417610 - b * 0.32180189,
      r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    )
  }

  /// pixelmatch's perceptual distance: positive when the second pixel is lighter.
  static func colorDelta(_ p: Pixel, _ q: Pixel) -> Double {
    let a = yiq(p)
    let b = yiq(q)
    let (y, i, qq) = (a.y - b.y, a.i - b.i, a.q - b.q)
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * qq * qq
    return a.y > b.y ? -delta : delta
  }

  /// pixelmatch's anti-aliasing test: the pixel sits between a darkest and a lightest
  /// neighbour, one of which has several identical siblings in both images.
  static func isAntialiased(_ image: RGBAImage, _ x: Int, _ y: Int, other: RGBAImage) -> Bool {
    let x0 = max(x - 1, 0)
    let y0 = max(y - 1, 0)
    let x2 = min(x + 1, image.width - 1)
    let y2 = min(y + 1, image.height - 1)
    var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
    var darkest = 0.0
    var lightest = 0.0
    var darkestAt = (0, 0)
    var lightestAt = (0, 0)
    let center = yiq(image[x, y]).y
    for ny in y0...y2 {
      for nx in x0...x2 where nx != x || ny != y {
        let delta = yiq(image[nx, ny]).y - center
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < darkest {
          darkest = delta
          darkestAt = (nx, ny)
        } else if delta > lightest {
          lightest = delta
          lightestAt = (nx, ny)
        }
      }
    }
    if darkest == 0 || lightest == 0 { return false }
    func manySiblings(_ image: RGBAImage, _ at: (Int, Int)) -> Bool {
      let (px, py) = at
      guard px < image.width, py < image.height else { return false }
      let value = image[px, py]
      var same = (px == 0 || py == 0 || px == image.width - 1 || py == image.height - 1) ? 1 : 0
      for ny in max(py - 1, 0)...min(py + 1, image.height - 1) {
        for nx in max(px - 1, 0)...min(px + 1, image.width - 1) where (nx != px || ny != py) && image[nx, ny] == value {
          same += 1
          if same > 2 { return true }
        }
      }
      return false
    }
    return (manySiblings(image, darkestAt) && manySiblings(other, darkestAt))
      || (manySiblings(image, lightestAt) && manySiblings(other, lightestAt))
  }

  /// Expected | the difference highlighted | actual, side by side, each padded to the larger
  /// size: differing pixels red, forgiven anti-aliasing yellow, the rest a faded expected.
  public func differenceImage(expected: RGBAImage, actual: RGBAImage) -> RGBAImage {
    let gap = 8
    let total = width * 3 + gap * 2
    var out = [UInt8](repeating: 255, count: total * height * 4)
    func put(_ x: Int, _ y: Int, _ p: Pixel) {
      let o = (y * total + x) * 4
      out[o] = p.r
      out[o + 1] = p.g
      out[o + 2] = p.b
      out[o + 3] = p.a
    }
    for y in 0..<height {
      for x in 0..<width {
        if x < expected.width && y < expected.height { put(x, y, expected[x, y]) }
        if x < actual.width && y < actual.height { put(x + 2 * (width + gap), y, actual[x, y]) }
        let mark = marks[y * width + x]
        let middle = x + width + gap
        switch mark {
        case 1: put(middle, y, (255, 0, 0, 255))
        case 2: put(middle, y, (255, 200, 0, 255))
        default:
          // A faint copy of the expected image, for orientation.
          if x < expected.width && y < expected.height {
            let l = UInt8(min(255, 229 + Int(Self.yiq(expected[x, y]).y) / 10))
            put(middle, y, (l, l, l, 255))
          }
        }
      }
    }
    return RGBAImage(width: total, height: height, rgba: out)
  }

  /// What differs, in a sentence or two, with the limits that were applied.
  public var summary: String {
    var lines: [String] = []
    if !sizesMatch {
      lines.append(
        "sizes differ: expected \(expectedSize.width)×\(expectedSize.height) px, actual \(actualSize.width)×\(actualSize.height) px"
      )
    }
    let share = String(format: "%.4f", differentShare * 100)
    lines.append(
      "\(differentPixels) of \(width * height) pixels differ (\(share) %), largest channel difference \(largestDifference)"
        + (antialiasedPixels > 0 ? "; \(antialiasedPixels) anti-aliased pixels forgiven" : ""))
    lines.append("tolerance: \(tolerance)")
    return lines.joined(separator: "\n")
  }
}
