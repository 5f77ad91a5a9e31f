import CCairo
import Foundation

/// 8-bit sRGB pixels with straight (un-premultiplied) alpha, row by row, no padding: what
/// Vellum renders, encodes as PNG, and decodes from a golden.
public struct RGBAImage: Hashable, Sendable {
  public let width: Int
  public let height: Int
  public var rgba: [UInt8]

  public init(width: Int, height: Int, rgba: [UInt8]) {
    precondition(rgba.count == width * height * 4, "RGBA data of \(rgba.count) bytes for \(width)×\(height) pixels")
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// Equal sizes and bytes, compared with one `memcmp` (the synthesised comparison walks the
  /// arrays a byte at a time: 8 million instructions for two 1 MP images that differ halfway).
  public static func == (lhs: RGBAImage, rhs: RGBAImage) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
    return lhs.rgba.withUnsafeBytes { a in
      rhs.rgba.withUnsafeBytes { b in
        a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
      }
    }
  }

  /// The pixel at (x, y) as (r, g, b, a) bytes.
  public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let o = (y * width + x) * 4
    return (rgba[o], rgba[o + 1], rgba[o + 2], rgba[o + 3])
  }

  /// The pixels of a Cairo ARGB32 image surface (premultiplied, native-endian), converted to
  /// straight alpha in bands of rows on every core, or on this thread when `parallel` is
  /// false. The surface must be flushed.
  public init(cairoSurface surface: OpaquePointer, parallel: Bool = true) {
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let source = Unchecked(UnsafeRawPointer(cairo_image_surface_get_data(surface)!))
    // Every byte is written below, so the array is not zeroed first.
    let out = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      count = buffer.count
      guard let base = buffer.baseAddress else { return }
      let target = Unchecked(base)
      let bands = max((height + 63) / 64, 1)
      let work: @Sendable (Int) -> Void = { band in
        for y in (height * band / bands)..<(height * (band + 1) / bands) {
          Self.unpremultiply(
            row: (source.value + y * stride).assumingMemoryBound(to: UInt32.self), width: width,
            into: target.value + y * width * 4)
        }
      }
      if parallel {
        DispatchQueue.concurrentPerform(iterations: bands, execute: work)
      } else {
        for band in 0..<bands { work(band) }
      }
    }
    self.init(width: width, height: height, rgba: out)
  }

  /// One row of premultiplied ARGB32 words as straight RGBA bytes, written a word at a time.
  /// A row of opaque pixels (most rows of a UI image) only moves bytes, in one branch-free
  /// pass the compiler vectorises; any other row is converted pixel by pixel.
  ///
  /// The byte row is written as words only where it is 4-byte aligned (checked in every build;
  /// rows of an image's own buffer always are), through a rebinding Swift allows; otherwise each
  /// word is stored bytewise.
  private static func unpremultiply(row: UnsafePointer<UInt32>, width: Int, into out: UnsafeMutablePointer<UInt8>) {
    let raw = UnsafeMutableRawPointer(out)
    guard Int(bitPattern: raw) % MemoryLayout<UInt32>.alignment == 0 else {
      unpremultiplyMixed(row: row, width: width, into: raw)
      return
    }
    var alphas: UInt32 = 0xff00_0000
    raw.withMemoryRebound(to: UInt32.self, capacity: width) { words in
      for x in 0..<width {
        let pixel = row[x]
        alphas &= pixel
        // 0xAARRGGBB to the bytes R, G, B, A: the little-endian word 0xAABBGGRR.
        words[x] = ((pixel & 0xff00_ff00) | ((pixel >> 16) & 0xff) | ((pixel & 0xff) << 16)).littleEndian
      }
    }
    if alphas != 0xff00_0000 { unpremultiplyMixed(row: row, width: width, into: raw) }
  }

  /// A row with some pixels not opaque: opaque ones move their bytes, clear ones are zero,
  /// the rest are divided by their alpha, rounded to nearest.
  private static func unpremultiplyMixed(
    row: UnsafePointer<UInt32>, width: Int, into words: UnsafeMutableRawPointer
  ) {
    for x in 0..<width {
      let pixel = row[x]
      let a = pixel >> 24
      let word: UInt32
      if a == 255 {
        word = (pixel & 0xff00_ff00) | ((pixel >> 16) & 0xff) | ((pixel & 0xff) << 16)
      } else if a == 0 {
        word = 0
      } else {
        let r = min((((pixel >> 16) & 0xff) * 255 + a / 2) / a, 255)
        let g = min((((pixel >> 8) & 0xff) * 255 + a / 2) / a, 255)
        let b = min(((pixel & 0xff) * 255 + a / 2) / a, 255)
        word = (a << 24) | (b << 16) | (g << 8) | r
      }
      words.storeBytes(of: word.littleEndian, toByteOffset: x * 4, as: UInt32.self)
    }
  }
}
