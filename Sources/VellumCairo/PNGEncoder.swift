import CCairo
import Foundation

/// Encodes 8-bit RGBA pixels (straight alpha, sRGB) as PNG with libpng.
///
/// Uses libpng's simplified API, which reports errors through the image struct rather
/// than `longjmp`, so nothing unwinds through Swift frames.
public enum PNGEncoder {
  public static func encode(rgba: [UInt8], width: Int, height: Int) throws -> Data {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
    let stride = Int32(width * 4)
    // One pass into a buffer no PNG of these pixels can outgrow: deflate's worst case is
    // the filtered rows plus about 5 bytes per 16 KiB block, and the chunks add a little.
    let rows = height * (width * 4 + 1)
    var size = rows + rows / 16_383 * 5 + 65_536
    var data = Data(count: size)
    let written = data.withUnsafeMutableBytes { output in
      rgba.withUnsafeBytes { pixels in
        png_image_write_to_memory(&image, output.baseAddress, &size, 0, pixels.baseAddress, stride, nil)
      }
    }
    png_image_free(&image)
    guard written != 0 else { throw RenderError.backend("libpng failed: \(message(image))") }
    return data.prefix(size)
  }

  static func message(_ image: png_image) -> String {
    withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
  }
}
