import CCairo
import Foundation
import Vellum

/// Decodes PNG (libspng) and JPEG (libjpeg-turbo) files into pixels for `Image("name")`,
/// and draws SVG and PDF files (`VectorImageRasterizer`), once per file (and scale) per
/// renderer. A damaged file throws an error naming it; nothing traps.
public final class BitmapDecoder: ImageDecoding, @unchecked Sendable {
  private var cache: [String: Result<BitmapImage, ImageDecodingError>] = [:]
  private let lock = NSLock()

  /// Files larger than this many pixels are refused before decoding.
  public static let maxPixels = 50_000_000

  public init() {}

  public func decode(contentsOf url: URL) throws -> BitmapImage { try decode(contentsOf: url, scale: 1) }

  public func decode(contentsOf url: URL, scale: CGFloat) throws -> BitmapImage {
    let vector = VectorImageSize.isVector(url)
    let key = url.standardizedFileURL.path + (vector ? "@\(scale)" : "")
    if let cached = lock.withLock({ cache[key] }) { return try cached.get() }
    let result = Result { try Self.decodeFile(url, scale: vector ? scale : nil) }.mapError {
      $0 as? ImageDecodingError ?? ImageDecodingError("\(url.lastPathComponent): \($0)")
    }
    lock.withLock { cache[key] = result }
    return try result.get()
  }

  /// Decodes a PNG or JPEG file, or draws an SVG or PDF file at `scale`.
  static func decodeFile(_ url: URL, scale: CGFloat?) throws -> BitmapImage {
    let name = url.lastPathComponent
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ImageDecodingError("\(name): cannot be read")
    }
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      if let (w, h) = ImageHeader.pixelSize(data), w * h > maxPixels {
        throw ImageDecodingError("\(name): \(w)×\(h) px is over the \(maxPixels / 1_000_000) megapixel limit")
      }
      do {
        let image = try PNG.decode(data).image
        return BitmapImage(name: name, pixelWidth: image.width, pixelHeight: image.height, rgba: image.rgba)
      } catch {
        throw ImageDecodingError("\(name): \(error)")
      }
    }
    if data.starts(with: [0xFF, 0xD8]) { return try decodeJPEG(data, name: name) }
    if let scale { return try VectorImageRasterizer.rasterize(data, name: name, scale: scale) }
    throw ImageDecodingError("\(name): not a PNG or JPEG file")
  }

  static func decodeJPEG(_ data: Data, name: String) throws -> BitmapImage {
    guard let handle = tjInitDecompress() else { throw ImageDecodingError("\(name): libjpeg-turbo: out of memory") }
    defer { tjDestroy(handle) }
    func failure(_ what: String) -> ImageDecodingError {
      ImageDecodingError("\(name): could not \(what) JPEG: \(String(cString: tjGetErrorStr2(handle)))")
    }
    return try data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var width: Int32 = 0
      var height: Int32 = 0
      var subsampling: Int32 = 0
      var colorspace: Int32 = 0
      guard
        tjDecompressHeader3(
          handle, bytes.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0
      else { throw failure("read the header of") }
      guard width > 0, height > 0, Int(width) * Int(height) <= maxPixels else {
        throw ImageDecodingError("\(name): \(width)×\(height) px is not a size Vellum decodes")
      }
      var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
      let status = pixels.withUnsafeMutableBufferPointer { out in
        tjDecompress2(
          handle, bytes.baseAddress, UInt(bytes.count), out.baseAddress, width, 0, height, Int32(TJPF_RGBA.rawValue),
          TJFLAG_ACCURATEDCT)
      }
      // A truncated or damaged file is an error even where libjpeg-turbo would fill it with grey.
      if status != 0 { throw failure("decode") }
      return BitmapImage(name: name, pixelWidth: Int(width), pixelHeight: Int(height), rgba: pixels)
    }
  }
}
