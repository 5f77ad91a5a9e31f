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

  /// The pixel at (x, y) as (r, g, b, a) bytes.
  public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let o = (y * width + x) * 4
    return (rgba[o], rgba[o + 1], rgba[o + 2], rgba[o + 3])
  }
}
