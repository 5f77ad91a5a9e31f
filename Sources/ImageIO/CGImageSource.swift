import Foundation
import Vellum

/// Image I/O's reader of an image file's bytes. Vellum reads PNG and JPEG, one image each:
/// its size from the header, its pixels by Vellum's decoder when drawn. Other formats (GIF,
/// HEIC, WebP) give no source, where Image I/O reads them too, so an animated GIF loader sees
/// no frames.
public final class CGImageSource {
  /// The bytes, kept in a file Vellum's decoder reads.
  let file: URL
  /// "png" or "jpg".
  let kind: String
  let width: Int
  let height: Int

  init?(data: Data) {
    guard let kind = ImageBytes.kind(of: data), let (width, height) = ImageHeader.pixelSize(data),
      let file = ImageBytes.file(for: data, extension: kind)
    else { return nil }
    (self.file, self.kind, self.width, self.height) = (file, kind, width, height)
  }

  /// The uniform type of its format.
  var type: String { kind == "png" ? "public.png" : "public.jpeg" }
}

/// How far a source has read its bytes: Vellum's have always read them all.
public enum CGImageSourceStatus: Int32, Sendable {
  case statusUnexpectedEOF = -5, statusInvalidData = -4, statusUnknownType = -3, statusReadingHeader = -2
  case statusIncomplete = -1, statusComplete = 0
}

/// A source of an image's bytes; nil for bytes that are not a PNG or JPEG.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
  CGImageSource(data: Data(referencing: data))
}

/// A source of an image file; nil when the file cannot be read or is not a PNG or JPEG.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
  guard let data = try? Data(contentsOf: url as URL) else { return nil }
  return CGImageSource(data: data)
}

/// The number of images in the source: one.
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int { 1 }

/// The source's format as a uniform type (`public.png`, `public.jpeg`).
public func CGImageSourceGetType(_ source: CGImageSource) -> CFString? { NSString(string: source.type) }

/// Always complete: the bytes are read whole.
public func CGImageSourceGetStatus(_ source: CGImageSource) -> CGImageSourceStatus { .statusComplete }

/// The image at `index` (only 0), full size.
public func CGImageSourceCreateImageAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?)
  -> CGImage?
{
  guard index == 0 else { return nil }
  return CGImage(file: source.file, width: source.width, height: source.height)
}

/// A thumbnail of the image at `index`: the image scaled so its longer side is at most
/// `kCGImageSourceThumbnailMaxPixelSize` (Image I/O makes one when the options allow; Vellum
/// always does). The same pixels are drawn into the smaller size.
public func CGImageSourceCreateThumbnailAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?)
  -> CGImage?
{
  guard index == 0 else { return nil }
  let longest = max(source.width, source.height)
  let limit = (options?[kCGImageSourceThumbnailMaxPixelSize] as? NSNumber)?.intValue ?? longest
  guard limit > 0, longest > limit else {
    return CGImage(file: source.file, width: source.width, height: source.height)
  }
  let scale = Double(limit) / Double(longest)
  return CGImage(
    file: source.file, width: max(1, Int((Double(source.width) * scale).rounded())),
    height: max(1, Int((Double(source.height) * scale).rounded())))
}

/// The image's properties: its pixel size, and an orientation of up (Vellum does not read
/// EXIF).
public func CGImageSourceCopyPropertiesAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?)
  -> CFDictionary?
{
  guard index == 0 else { return nil }
  let properties: [String: Any] = [
    kCGImagePropertyPixelWidth as String: source.width, kCGImagePropertyPixelHeight as String: source.height,
    kCGImagePropertyOrientation as String: 1,
  ]
  return properties as NSDictionary
}

/// The container's properties: its file size.
public func CGImageSourceCopyProperties(_ source: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
  let size = (try? FileManager.default.attributesOfItem(atPath: source.file.path)[.size] as? Int) ?? 0
  return [kCGImagePropertyFileSize as String: size] as NSDictionary
}
