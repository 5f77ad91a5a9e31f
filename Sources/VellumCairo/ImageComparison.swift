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
  /// Indices (y × width + x, in the padded canvas) of differing pixels, and of those
  /// forgiven as anti-aliasing.
  public let different: [Int]
  let forgiven: [Int]

  public var sizesMatch: Bool { expectedSize == actualSize }
  public var width: Int { max(expectedSize.width, actualSize.width) }
  public var height: Int { max(expectedSize.height, actualSize.height) }
  public var differentShare: Double { Double(differentPixels) / Double(max(width * height, 1)) }

  /// Whether the images match within the tolerance.
  public var matches: Bool {
    sizesMatch && (differentPixels <= tolerance.maxDifferentPixels || differentShare <= tolerance.maxDifferentShare)
  }

  public var description: String { summary }

  /// Compares two images in bands of rows on every core: each row is one memory compare,
  /// a row that differs is compared again in runs, and only differing pixels get the
  /// perceptual and anti-aliasing tests. (No whole-image compare comes first: on one core it
  /// read the images up to their first difference before the bands read them again.)
  public init(expected: RGBAImage, actual: RGBAImage, tolerance: Tolerance = .exact) {
    self.tolerance = tolerance
    expectedSize = (expected.width, expected.height)
    actualSize = (actual.width, actual.height)
    let width = max(expected.width, actual.width)
    let maxDelta = 35215 * tolerance.perPixel * tolerance.perPixel
    /// What one band of rows found.
    struct Band {
      var different: [Int] = []
      var forgiven: [Int] = []
      var largest = 0
    }
    @Sendable func examine(_ x: Int, _ y: Int, _ e: PixelWords, _ a: PixelWords, into band: inout Band) {
      let ep = e.pixel(x, y)
      let ap = a.pixel(x, y)
      band.largest = max(
        band.largest, abs(Int(ep.r) - Int(ap.r)), abs(Int(ep.g) - Int(ap.g)), abs(Int(ep.b) - Int(ap.b)),
        abs(Int(ep.a) - Int(ap.a)))
      if tolerance.perPixel > 0 && abs(Self.colorDelta(ep, ap, (y * expected.width + x) * 4)) <= maxDelta { return }
      if tolerance.ignoresAntialiasing
        && (Self.isAntialiased(e, x, y, other: a) || Self.isAntialiased(a, x, y, other: e))
      {
        band.forgiven.append(y * width + x)
      } else {
        band.different.append(y * width + x)
      }
    }
    let overlap = (width: min(expected.width, actual.width), height: min(expected.height, actual.height))
    // Many small bands, so the rows that differ (often a few regions) spread over every core.
    let bandCount = max(min(overlap.height / 4, ProcessInfo.processInfo.activeProcessorCount * 128), 1)
    var bands = [Band](repeating: Band(), count: bandCount)
    expected.rgba.withUnsafeBytes { e in
      actual.rgba.withUnsafeBytes { a in
        let ew = Unchecked(e.bindMemory(to: UInt32.self))
        let aw = Unchecked(a.bindMemory(to: UInt32.self))
        let ewords = PixelWords(ew.value, width: expected.width, height: expected.height)
        let awords = PixelWords(aw.value, width: actual.width, height: actual.height)
        bands.withUnsafeMutableBufferPointer { results in
          let results = Unchecked(results)
          DispatchQueue.concurrentPerform(iterations: bandCount) { index in
            var band = Band()
            let rows = (overlap.height * index / bandCount)..<(overlap.height * (index + 1) / bandCount)
            for y in rows where overlap.width > 0 {
              let e0 = y * expected.width
              let a0 = y * actual.width
              // A row is compared whole with memcmp (vectorised), then a row that differs in
              // runs of 64 pixels; only a run that differs is walked pixel by pixel.
              let expectedRow = ew.value.baseAddress! + e0
              let actualRow = aw.value.baseAddress! + a0
              if memcmp(expectedRow, actualRow, overlap.width * 4) == 0 { continue }
              var start = 0
              while start < overlap.width {
                let end = min(start + Self.run, overlap.width)
                if memcmp(expectedRow + start, actualRow + start, (end - start) * 4) != 0 {
                  for x in start..<end where ew.value[e0 + x] != aw.value[a0 + x] {
                    examine(x, y, ewords, awords, into: &band)
                  }
                }
                start = end
              }
            }
            results.value[index] = band
          }
        }
      }
    }
    var different = bands.flatMap(\.different)
    var largest = bands.map(\.largest).max() ?? 0
    // Outside the overlap of two sizes every pixel differs.
    let height = max(expected.height, actual.height)
    if expected.width != actual.width || expected.height != actual.height {
      for y in 0..<height {
        for x in 0..<width where x >= overlap.width || y >= overlap.height { different.append(y * width + x) }
      }
      largest = 255
    }
    self.different = different
    forgiven = bands.flatMap(\.forgiven)
    differentPixels = different.count
    antialiasedPixels = forgiven.count
    largestDifference = largest
  }

  typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

  /// Pixels compared at once before any is examined alone.
  static let run = 64

  /// The brightness of a pixel blended over white, for the faded copy in difference images.
  static func luma(_ p: Pixel) -> Double {
    let alpha = Double(p.a) / 255
    func blend(_ c: UInt8) -> Double { 255 + (Double(c) - 255) * alpha }
    return blend(p.r) * 0.29889531 + blend(p.g) * 0.58662247 + blend(p.b) * 0.11448223
  }

  /// The channel differences of two pixels as pixelmatch (v7) takes them: translucent
  /// pixels are blended over a pseudo-random background chosen by the byte offset `k`, so
  /// a change of alpha alone is seen.
  static func channelDeltas(_ p: Pixel, _ q: Pixel, _ k: Int) -> (Double, Double, Double) {
    if p.a == 255 && q.a == 255 {
      return (Double(p.r) - Double(q.r), Double(p.g) - Double(q.g), Double(p.b) - Double(q.b))
    }
    let (a1, a2) = (Double(p.a), Double(q.a))
    let da = a1 - a2
    let rb = 48 + 159 * Double(k % 2)
    let gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
    let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
    func blend(_ c1: UInt8, _ c2: UInt8, _ background: Double) -> Double {
      (Double(c1) * a1 - Double(c2) * a2 - background * da) / 255
    }
    return (blend(p.r, q.r, rb), blend(p.g, q.g, gb), blend(p.b, q.b, bb))
  }

  /// pixelmatch's perceptual distance (YIQ): negative when the first pixel is lighter.
  static func colorDelta(_ p: Pixel, _ q: Pixel, _ k: Int) -> Double {
    if p == q { return 0 }
    let (dr, dg, db) = channelDeltas(p, q, k)
    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let qq = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * qq * qq
    return y > 0 ? -delta : delta
  }

  /// The brightness difference of two pixels (pixelmatch's "y only").
  static func lumaDelta(_ p: Pixel, _ q: Pixel, _ k: Int) -> Double {
    if p == q { return 0 }
    let (dr, dg, db) = channelDeltas(p, q, k)
    return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
  }

  /// pixelmatch's anti-aliasing test: the pixel sits between a darkest and a lightest
  /// neighbour, one of which has several identical siblings in both images.
  ///
  /// Inside the image the eight neighbours are read at fixed offsets. Neighbours equal to the
  /// pixel as words are counted first, all at once: pixelmatch answers no as soon as more than
  /// two neighbours have no luma difference, so the order they are met in cannot change the
  /// answer. Opaque pixels then take all eight luma differences with pixelmatch's arithmetic,
  /// and the extremes are found in its order (columns outer, rows inner, so ties keep the
  /// first). Where any of the nine is translucent the loop (`isAntialiasedInLoop`) answers.
  static func isAntialiased(_ image: PixelWords, _ x: Int, _ y: Int, other: PixelWords) -> Bool {
    let width = image.width
    guard x > 0, y > 0, x < width - 1, y < image.height - 1 else {
      return isAntialiasedInLoop(image, x, y, other: other)
    }
    let base = image.words.baseAddress!
    let at = y &* width &+ x
    let centreWord = base[at]
    let (up, down) = (at &- width, at &+ width)
    let n0 = base[up &- 1]
    let n1 = base[at &- 1]
    let n2 = base[down &- 1]
    let n3 = base[up]
    let n4 = base[down]
    let n5 = base[up &+ 1]
    let n6 = base[at &+ 1]
    let n7 = base[down &+ 1]
    var zeroes = (n0 == centreWord ? 1 : 0) &+ (n1 == centreWord ? 1 : 0) &+ (n2 == centreWord ? 1 : 0)
    zeroes &+= (n3 == centreWord ? 1 : 0) &+ (n4 == centreWord ? 1 : 0) &+ (n5 == centreWord ? 1 : 0)
    zeroes &+= (n6 == centreWord ? 1 : 0) &+ (n7 == centreWord ? 1 : 0)
    if zeroes > 2 { return false }
    // A translucent pixel among the nine blends over pixelmatch's backgrounds: the loop.
    let alphas = UInt32(littleEndian: centreWord & n0 & n1 & n2 & n3 & n4 & n5 & n6 & n7) >> 24
    if alphas != 0xFF { return isAntialiasedInLoop(image, x, y, other: other) }
    // Every luma difference first (an equal word gives exactly zero), then the count of zeroes
    // and the extremes: a difference below the darkest so far is never above the lightest.
    let centre = PixelWords.pixel(centreWord)
    let (r, g, b) = (Double(centre.r), Double(centre.g), Double(centre.b))
    @inline(__always) func luma(_ word: UInt32) -> Double {
      let p = PixelWords.pixel(word)
      return (r - Double(p.r)) * 0.29889531 + (g - Double(p.g)) * 0.58662247 + (b - Double(p.b)) * 0.11448223
    }
    let d = (luma(n0), luma(n1), luma(n2), luma(n3), luma(n4), luma(n5), luma(n6), luma(n7))
    zeroes = (d.0 == 0 ? 1 : 0) &+ (d.1 == 0 ? 1 : 0) &+ (d.2 == 0 ? 1 : 0) &+ (d.3 == 0 ? 1 : 0)
    zeroes &+= (d.4 == 0 ? 1 : 0) &+ (d.5 == 0 ? 1 : 0) &+ (d.6 == 0 ? 1 : 0) &+ (d.7 == 0 ? 1 : 0)
    if zeroes > 2 { return false }
    var darkest = 0.0
    var lightest = 0.0
    var darkestAt = 0
    var lightestAt = 0
    @inline(__always) func track(_ delta: Double, _ index: Int) {
      if delta < darkest { (darkest, darkestAt) = (delta, index) }
      if delta > lightest { (lightest, lightestAt) = (delta, index) }
    }
    track(d.0, 0)
    track(d.1, 1)
    track(d.2, 2)
    track(d.3, 3)
    track(d.4, 4)
    track(d.5, 5)
    track(d.6, 6)
    track(d.7, 7)
    if darkest == 0 || lightest == 0 { return false }
    /// The neighbour at a visiting index: columns outer, rows inner, the centre left out.
    func neighbour(_ index: Int) -> (Int, Int) {
      let cell = index < 4 ? index : index + 1
      return (x + cell / 3 - 1, y + cell % 3 - 1)
    }
    return (image.hasManySiblings(neighbour(darkestAt)) && other.hasManySiblings(neighbour(darkestAt)))
      || (image.hasManySiblings(neighbour(lightestAt)) && other.hasManySiblings(neighbour(lightestAt)))
  }

  /// The anti-aliasing test as pixelmatch writes it, for a pixel on the image's edge or among
  /// translucent neighbours (any pixel gives the same answer as `isAntialiased`; the tests
  /// compare the two). Words are
  /// read through row pointers in plain loops; the arithmetic is pixelmatch's, in its order.
  static func isAntialiasedInLoop(_ image: PixelWords, _ x: Int, _ y: Int, other: PixelWords) -> Bool {
    let x0 = max(x - 1, 0)
    let y0 = max(y - 1, 0)
    let x2 = min(x + 1, image.width - 1)
    let y2 = min(y + 1, image.height - 1)
    var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
    var darkest = 0.0
    var lightest = 0.0
    var darkestAt = (0, 0)
    var lightestAt = (0, 0)
    let base = image.words.baseAddress!
    let width = image.width
    let centreWord = base[y &* width &+ x]
    let center = PixelWords.pixel(centreWord)
    let k = (y * width + x) * 4
    // Columns outer, rows inner, as pixelmatch visits them: ties keep the first extreme.
    var nx = x0
    while nx <= x2 {
      var ny = y0
      while ny <= y2 {
        defer { ny &+= 1 }
        if nx == x && ny == y { continue }
        let word = base[ny &* width &+ nx]
        if word == centreWord {
          zeroes &+= 1
          if zeroes > 2 { return false }
          continue
        }
        let delta = lumaDelta(center, PixelWords.pixel(word), k)
        if delta == 0 {
          zeroes &+= 1
          if zeroes > 2 { return false }
        } else if delta < darkest {
          darkest = delta
          darkestAt = (nx, ny)
        } else if delta > lightest {
          lightest = delta
          lightestAt = (nx, ny)
        }
      }
      nx &+= 1
    }
    if darkest == 0 || lightest == 0 { return false }
    return (image.hasManySiblings(darkestAt) && other.hasManySiblings(darkestAt))
      || (image.hasManySiblings(lightestAt) && other.hasManySiblings(lightestAt))
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
        if x < expected.width && y < expected.height {
          put(x, y, expected[x, y])
          // A faint copy of the expected image in the middle, for orientation.
          let l = UInt8(min(255, 229 + Int(Self.luma(expected[x, y])) / 10))
          put(x + width + gap, y, (l, l, l, 255))
        }
        if x < actual.width && y < actual.height { put(x + 2 * (width + gap), y, actual[x, y]) }
      }
    }
    for index in different { put(index % width + width + gap, index / width, (255, 0, 0, 255)) }
    for index in forgiven { put(index % width + width + gap, index / width, (255, 200, 0, 255)) }
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

/// An image's pixels as 32-bit words, one per RGBA pixel, for comparing pixels four bytes
/// at a time. Callers keep x and y inside the image (the comparison's loops do); a word's
/// bytes are read in memory order whatever the machine's byte order.
struct PixelWords: @unchecked Sendable {
  let words: UnsafeBufferPointer<UInt32>
  let width: Int
  let height: Int

  init(_ words: UnsafeBufferPointer<UInt32>, width: Int, height: Int) {
    precondition(words.count == width * height, "\(words.count) words for \(width)×\(height) pixels")
    (self.words, self.width, self.height) = (words, width, height)
  }

  subscript(x: Int, y: Int) -> UInt32 { words[y * width + x] }

  func pixel(_ x: Int, _ y: Int) -> ImageComparison.Pixel { Self.pixel(self[x, y]) }

  /// Whether more than two of the pixel's neighbours equal it (an edge of the image counts as
  /// one): pixelmatch's test that a pixel lies in a flat region, not on anti-aliasing. Inside
  /// the image all eight are counted at once (the count, not the order, decides).
  func hasManySiblings(_ at: (Int, Int)) -> Bool {
    let (px, py) = at
    guard px < width, py < height else { return false }
    let base = words.baseAddress!
    let at = py &* width &+ px
    let value = base[at]
    if px > 0, py > 0, px < width - 1, py < height - 1 {
      let (up, down) = (at &- width, at &+ width)
      var same = (base[up &- 1] == value ? 1 : 0) &+ (base[up] == value ? 1 : 0) &+ (base[up &+ 1] == value ? 1 : 0)
      same &+= (base[at &- 1] == value ? 1 : 0) &+ (base[at &+ 1] == value ? 1 : 0)
      same &+= (base[down &- 1] == value ? 1 : 0) &+ (base[down] == value ? 1 : 0) &+ (base[down &+ 1] == value ? 1 : 0)
      return same > 2
    }
    var same = (px == 0 || py == 0 || px == width - 1 || py == height - 1) ? 1 : 0
    var nx = max(px - 1, 0)
    let lastX = min(px + 1, width - 1)
    let firstY = max(py - 1, 0)
    let lastY = min(py + 1, height - 1)
    while nx <= lastX {
      var ny = firstY
      while ny <= lastY {
        if (nx != px || ny != py) && base[ny &* width &+ nx] == value {
          same &+= 1
          if same > 2 { return true }
        }
        ny &+= 1
      }
      nx &+= 1
    }
    return false
  }

  static func pixel(_ word: UInt32) -> ImageComparison.Pixel {
    let v = UInt32(littleEndian: word)
    return (
      UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v >> 16),
      UInt8(truncatingIfNeeded: v >> 24)
    )
  }
}

/// Buffers shared with `concurrentPerform` iterations (image comparison, PNG bands): read
/// by all, each result element written by one iteration only.
struct Unchecked<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
