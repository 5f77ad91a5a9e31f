import Foundation
import Testing
@testable import VellumCairo

/// `ImageComparison` reads pixels as 32-bit words, skips equal runs with `memcmp` and splits
/// rows over every core. These tests compare what it flags with pixelmatch's algorithm
/// written plainly here (byte by byte, one pixel at a time, one thread) on random pairs that
/// have flat regions, gradients, recoloured blocks and shifted bands, so every branch of the
/// anti-aliasing test is taken.
struct ImageComparisonReferenceTests {
  typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

  /// pixelmatch (v7) on two images of one size: the differing and the forgiven pixels.
  static func reference(_ e: RGBAImage, _ a: RGBAImage, _ tolerance: Tolerance) -> (Set<Int>, Set<Int>) {
    func px(_ image: RGBAImage, _ x: Int, _ y: Int) -> Pixel { image[x, y] }
    func same(_ p: Pixel, _ q: Pixel) -> Bool { p.r == q.r && p.g == q.g && p.b == q.b && p.a == q.a }
    func deltas(_ p: Pixel, _ q: Pixel, _ k: Int) -> (Double, Double, Double) {
      if p.a == 255 && q.a == 255 {
        return (Double(p.r) - Double(q.r), Double(p.g) - Double(q.g), Double(p.b) - Double(q.b))
      }
      let (a1, a2) = (Double(p.a), Double(q.a))
      let rb = 48 + 159 * Double(k % 2)
      let gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
      let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
      func blend(_ c1: UInt8, _ c2: UInt8, _ bg: Double) -> Double {
        (Double(c1) * a1 - Double(c2) * a2 - bg * (a1 - a2)) / 255
      }
      return (blend(p.r, q.r, rb), blend(p.g, q.g, gb), blend(p.b, q.b, bb))
    }
    func luma(_ p: Pixel, _ q: Pixel, _ k: Int) -> Double {
      if same(p, q) { return 0 }
      let (r, g, b) = deltas(p, q, k)
      return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }
    func colour(_ p: Pixel, _ q: Pixel, _ k: Int) -> Double {
      if same(p, q) { return 0 }
      let (r, g, b) = deltas(p, q, k)
      let y = r * 0.29889531 + g * 0.58662247 + b * 0.11448223
      let i = r * 0.59597799 - g * 0.27417610 - b * 0.32180189
      let q2 = r * 0.21147017 - g * 0.52261711 + b * 0.31114694
      let d = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q2 * q2
      return y > 0 ? -d : d
    }
    func siblings(_ image: RGBAImage, _ x: Int, _ y: Int) -> Bool {
      let w = image.width
      let h = image.height
      var zeroes = (x == 0 || y == 0 || x == w - 1 || y == h - 1) ? 1 : 0
      for nx in max(x - 1, 0)...min(x + 1, w - 1) {
        for ny in max(y - 1, 0)...min(y + 1, h - 1)
        where (nx != x || ny != y) && same(px(image, nx, ny), px(image, x, y)) {
          zeroes += 1
          if zeroes > 2 { return true }
        }
      }
      return false
    }
    func antialiased(_ image: RGBAImage, _ x: Int, _ y: Int, _ other: RGBAImage) -> Bool {
      let w = image.width
      let h = image.height
      var zeroes = (x == 0 || y == 0 || x == w - 1 || y == h - 1) ? 1 : 0
      var (min, max, minX, minY, maxX, maxY) = (0.0, 0.0, 0, 0, 0, 0)
      for nx in Swift.max(x - 1, 0)...Swift.min(x + 1, w - 1) {
        for ny in Swift.max(y - 1, 0)...Swift.min(y + 1, h - 1) where nx != x || ny != y {
          let d = luma(px(image, x, y), px(image, nx, ny), (y * w + x) * 4)
          if d == 0 {
            zeroes += 1
            if zeroes > 2 { return false }
          } else if d < min {
            (min, minX, minY) = (d, nx, ny)
          } else if d > max {
            (max, maxX, maxY) = (d, nx, ny)
          }
        }
      }
      if min == 0 || max == 0 { return false }
      return (siblings(image, minX, minY) && siblings(other, minX, minY))
        || (siblings(image, maxX, maxY) && siblings(other, maxX, maxY))
    }
    let maxDelta = 35215 * tolerance.perPixel * tolerance.perPixel
    var different = Set<Int>()
    var forgiven = Set<Int>()
    for y in 0..<e.height {
      for x in 0..<e.width where !same(px(e, x, y), px(a, x, y)) {
        if tolerance.perPixel > 0 && abs(colour(px(e, x, y), px(a, x, y), (y * e.width + x) * 4)) <= maxDelta {
          continue
        }
        if tolerance.ignoresAntialiasing && (antialiased(e, x, y, a) || antialiased(a, x, y, e)) {
          forgiven.insert(y * e.width + x)
        } else {
          different.insert(y * e.width + x)
        }
      }
    }
    return (different, forgiven)
  }

  /// A picture of flat rectangles over a gradient, some translucent; and a copy with one
  /// block recoloured, one band shifted right by a pixel and a few pixels nudged.
  static func pair(seed: UInt64, width: Int, height: Int) -> (RGBAImage, RGBAImage) {
    var random = PropertyTests.Random(state: seed)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let o = (y * width + x) * 4
        (pixels[o], pixels[o + 1], pixels[o + 2], pixels[o + 3]) = (
          UInt8(x * 255 / width), UInt8(y * 255 / height), 128, 255
        )
      }
    }
    for _ in 0..<6 {
      let (x0, y0) = (Int(random.next() % UInt64(width)), Int(random.next() % UInt64(height)))
      let (w, h) = (1 + Int(random.next() % UInt64(width / 2)), 1 + Int(random.next() % UInt64(height / 2)))
      let colour = (
        UInt8(truncatingIfNeeded: random.next()), UInt8(truncatingIfNeeded: random.next()),
        UInt8(truncatingIfNeeded: random.next()),
        random.next() % 3 == 0 ? UInt8(truncatingIfNeeded: random.next()) : 255
      )
      for y in y0..<min(y0 + h, height) {
        for x in x0..<min(x0 + w, width) {
          let o = (y * width + x) * 4
          (pixels[o], pixels[o + 1], pixels[o + 2], pixels[o + 3]) = colour
        }
      }
    }
    let expected = RGBAImage(width: width, height: height, rgba: pixels)
    var changed = pixels
    let blockY = Int(random.next() % UInt64(height))
    for y in blockY..<min(blockY + height / 5, height) {
      for x in (width / 4)..<(width / 2) {
        changed[(y * width + x) * 4] /= 2
      }
    }
    let bandY = Int(random.next() % UInt64(height))
    for y in bandY..<min(bandY + height / 6, height) {
      for x in stride(from: width - 1, to: 0, by: -1) {
        for c in 0..<4 { changed[(y * width + x) * 4 + c] = pixels[(y * width + x - 1) * 4 + c] }
      }
    }
    for _ in 0..<20 {
      let o = Int(random.next() % UInt64(width * height)) * 4
      changed[o + 1] = changed[o + 1] &+ UInt8(1 + random.next() % 40)
    }
    return (expected, RGBAImage(width: width, height: height, rgba: changed))
  }

  @Test(arguments: [Tolerance.exact, .perceptual, Tolerance(perPixel: 0.02, ignoresAntialiasing: false)])
  func flagsWhatPixelmatchFlags(tolerance: Tolerance) {
    var forgivenInAll = 0
    for seed in UInt64(1)...12 {
      // Odd widths leave a partial memcmp run at each row's end; 300 rows make many bands.
      let (expected, actual) = Self.pair(seed: seed, width: 67 + Int(seed) * 13, height: 300)
      let comparison = ImageComparison(expected: expected, actual: actual, tolerance: tolerance)
      let (different, forgiven) = Self.reference(expected, actual, tolerance)
      let disagree = Set(comparison.different).symmetricDifference(different)
      #expect(disagree.isEmpty, "seed \(seed): \(disagree.count) pixels flagged by one side only")
      #expect(
        comparison.differentPixels == different.count && comparison.antialiasedPixels == forgiven.count,
        "seed \(seed): \(comparison.antialiasedPixels) forgiven, reference \(forgiven.count)")
      #expect(!different.isEmpty, "seed \(seed): the pair differs")
      forgivenInAll += forgiven.count
    }
    #expect((forgivenInAll > 0) == tolerance.ignoresAntialiasing, "anti-aliased pixels found: \(forgivenInAll)")
  }

  /// `RGBAImage`'s `==` (one `memcmp`) answers as comparing sizes and every byte does, for
  /// images that differ in one byte anywhere, in size only, or not at all.
  @Test func equalityIsTheBytewiseComparison() {
    var random = PropertyTests.Random(state: 99)
    for _ in 0..<200 {
      let (width, height) = (Int(random.next() % 9), Int(random.next() % 9))
      let bytes = (0..<(width * height * 4)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      let image = RGBAImage(width: width, height: height, rgba: bytes)
      var changed = bytes
      if !changed.isEmpty, random.next() % 2 == 0 {
        changed[Int(random.next() % UInt64(changed.count))] &+= UInt8(random.next() % 2)
      }
      let other = RGBAImage(width: width, height: height, rgba: changed)
      #expect((image == other) == (bytes == changed))
      let transposed = RGBAImage(width: height, height: width, rgba: bytes)
      #expect((image == transposed) == (width == height), "same bytes, other size")
    }
  }
  /// Inside the image the anti-aliasing test reads its eight neighbours at fixed offsets and
  /// counts equal ones first; it answers as pixelmatch's loop (`isAntialiasedInLoop`, valid
  /// anywhere) does at every pixel of random pairs, in both directions.
  @Test func antialiasingTestInsideAnswersAsTheLoop() {
    var answeredYes = 0
    for seed in UInt64(20)...25 {
      let (expected, actual) = Self.pair(seed: seed, width: 61, height: 47)
      expected.rgba.withUnsafeBytes { e in
        actual.rgba.withUnsafeBytes { a in
          let ew = PixelWords(e.bindMemory(to: UInt32.self), width: 61, height: 47)
          let aw = PixelWords(a.bindMemory(to: UInt32.self), width: 61, height: 47)
          for y in 0..<47 {
            for x in 0..<61 {
              for (image, other) in [(ew, aw), (aw, ew)] {
                let fast = ImageComparison.isAntialiased(image, x, y, other: other)
                #expect(fast == ImageComparison.isAntialiasedInLoop(image, x, y, other: other), "(\(x), \(y))")
                answeredYes += fast ? 1 : 0
              }
            }
          }
        }
      }
    }
    #expect(answeredYes > 0, "some pixels are anti-aliased")
  }

  /// Identical images, and images with no pixels, compare as matching with nothing flagged
  /// (the comparison has no whole-image compare ahead of its bands).
  @Test func identicalAndEmptyImagesMatch() {
    let (expected, _) = Self.pair(seed: 3, width: 40, height: 30)
    let same = ImageComparison(expected: expected, actual: expected, tolerance: .perceptual)
    #expect(same.matches && same.differentPixels == 0 && same.antialiasedPixels == 0 && same.largestDifference == 0)
    for (width, height) in [(0, 5), (5, 0), (0, 0)] {
      let empty = RGBAImage(width: width, height: height, rgba: [])
      let comparison = ImageComparison(expected: empty, actual: empty)
      #expect(comparison.matches && comparison.differentPixels == 0)
    }
    let wider = ImageComparison(expected: RGBAImage(width: 0, height: 5, rgba: []), actual: expected)
    #expect(!wider.matches && wider.differentPixels == 40 * 30)
  }
}
