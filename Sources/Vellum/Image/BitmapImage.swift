import Foundation

/// Decoded pixels of a bitmap file: 8-bit sRGB with straight alpha, row by row.
///
/// The core reads only a file's header (its pixel size); a real decoder (`VellumCairo`'s,
/// installed by the renderer) fills `rgba`. A bitmap whose `rgba` is nil draws as a grey box.
public final class BitmapImage: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// The name the file is reported by (its file name).
  public let name: String
  public let pixelWidth: Int
  public let pixelHeight: Int
  /// Straight-alpha RGBA bytes, `pixelWidth × pixelHeight × 4`, or nil if only the size is known.
  public let rgba: [UInt8]?

  public init(name: String, pixelWidth: Int, pixelHeight: Int, rgba: [UInt8]?) {
    self.name = name
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.rgba = rgba.flatMap { $0.count == pixelWidth * pixelHeight * 4 ? $0 : nil }
  }

  public static func == (a: BitmapImage, b: BitmapImage) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  public var description: String { "\(name) \(pixelWidth)×\(pixelHeight)px" }
}

/// A decoding failure, reported with the file's name.
public struct ImageDecodingError: Error, CustomStringConvertible, Sendable {
  public var description: String
  public init(_ description: String) { self.description = description }
}

/// Decodes image files for `Image("name")`. The core's default reads PNG and JPEG headers
/// and SVG and PDF sizes only; `VellumCairo` installs one that decodes pixels (libspng,
/// libjpeg-turbo) and draws vector images (librsvg, Poppler).
public protocol ImageDecoding: AnyObject, Sendable {
  func decode(contentsOf url: URL) throws -> BitmapImage
  /// A vector image (SVG or PDF) as pixels at `scale` pixels per point, as large as its size
  /// in points times `scale`. A bitmap file is decoded as it is.
  func decode(contentsOf url: URL, scale: CGFloat) throws -> BitmapImage
}

extension ImageDecoding {
  public func decode(contentsOf url: URL, scale: CGFloat) throws -> BitmapImage { try decode(contentsOf: url) }
}

/// Reads the pixel size from a PNG or JPEG header; no pixels. Used when no renderer is installed.
public final class HeaderImageDecoder: ImageDecoding {
  public init() {}

  public func decode(contentsOf url: URL) throws -> BitmapImage { try decode(contentsOf: url, scale: 1) }

  public func decode(contentsOf url: URL, scale: CGFloat) throws -> BitmapImage {
    let name = url.lastPathComponent
    guard let data = try? Data(contentsOf: url) else { throw ImageDecodingError("\(name): cannot be read") }
    if VectorImageSize.isVector(url) {
      let size = try VectorImageSize.pointSize(data, name: name)
      let (width, height) = VectorImageSize.pixelSize(size, scale: scale)
      return BitmapImage(name: name, pixelWidth: width, pixelHeight: height, rgba: nil)
    }
    guard let (width, height) = ImageHeader.pixelSize(data) else {
      throw ImageDecodingError("\(name): not a PNG or JPEG file, or its header is damaged")
    }
    return BitmapImage(name: name, pixelWidth: width, pixelHeight: height, rgba: nil)
  }
}

/// Pixel sizes read from file headers, without decoding.
public enum ImageHeader {
  /// The width and height of a PNG (IHDR) or baseline/progressive JPEG (SOFn), or nil.
  public static func pixelSize(_ data: Data) -> (Int, Int)? {
    let bytes = [UInt8](data.prefix(65_536))
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), bytes.count >= 24,
      bytes[12...15].elementsEqual("IHDR".utf8)
    {
      let width = bytes[16...19].reduce(0) { $0 << 8 | Int($1) }
      let height = bytes[20...23].reduce(0) { $0 << 8 | Int($1) }
      return width > 0 && height > 0 ? (width, height) : nil
    }
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        return width > 0 && height > 0 ? (width, height) : nil
      }
      guard length >= 2 else { return nil }
      index += 2 + length
    }
    return nil
  }
}

enum ImageDecoderKey: EnvironmentKey {
  static let defaultValue: any ImageDecoding = HeaderImageDecoder()
}

extension EnvironmentValues {
  /// The decoder `Image("name")` uses. Vellum's renderer installs a pixel decoder.
  public var imageDecoder: any ImageDecoding {
    get { self[ImageDecoderKey.self] }
    set { self[ImageDecoderKey.self] = newValue }
  }
}
