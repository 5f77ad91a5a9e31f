import Foundation

/// Core Graphics' bitmap image, as SwiftUI files reach one: `UIImage.cgImage`, its pixel
/// `width` and `height`, and back through `UIImage(cgImage:)` or `Image(decorative:scale:)`.
/// Vellum's keeps the file its pixels are in (a PNG or JPEG, an asset's variant) and their
/// size: it draws wherever the image it came from draws. Core Graphics holds decoded pixels;
/// Vellum cannot read or change them (no `dataProvider`, no bitmap context drawing into one),
/// and an image drawn with UIKit drawing is blank, as Vellum keeps nothing drawn that way.
public final class CGImage: @unchecked Sendable {
  /// The file holding the pixels; nil for a blank image.
  package let file: URL?
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int

  package init(file: URL?, width: Int, height: Int) {
    (self.file, self.width, self.height) = (file, width, height)
  }

  /// Eight bits per channel, as the decoded images Core Graphics makes from PNG and JPEG.
  public var bitsPerComponent: Int { 8 }
  /// Four channels of eight bits.
  public var bitsPerPixel: Int { 32 }
  /// Four bytes a pixel, rows not padded.
  public var bytesPerRow: Int { width * 4 }
}

extension UIImage {
  /// The image's pixels as a Core Graphics image: its file's pixels for a PNG or JPEG, an
  /// asset at the screen's scale or bytes; a blank image of the pixel size for one drawn with
  /// UIKit. Nil for an empty `UIImage()`, a symbol, a vector asset and a file that cannot be
  /// read (UIKit rasterises symbols and vectors; Vellum keeps no pixels for them).
  public var cgImage: CGImage? {
    let size = self.size
    guard size.width > 0, size.height > 0 else { return nil }
    let pixels = (width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
    if isBlank { return CGImage(file: nil, width: pixels.width, height: pixels.height) }
    guard let file = rasterFile else { return nil }
    return CGImage(file: file, width: pixels.width, height: pixels.height)
  }

  /// An image of a Core Graphics image's pixels at scale 1, as in UIKit.
  public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

  /// An image of a Core Graphics image's pixels at a scale, so its size in points is its
  /// pixels over the scale. The orientation is kept (`imageOrientation`) but not applied:
  /// the pixels are drawn as stored, and a `.left` or `.right` image is not turned (UIKit
  /// turns it, and swaps its width and height).
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
    let scale = scale > 0 ? scale : 1
    if let file = cgImage.file {
      self.init(source: .file(file, scale))
    } else {
      self.init(
        blankOf: CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale), scale: scale)
    }
    imageOrientation = orientation
  }
}

extension Image {
  /// A view of a Core Graphics image, hidden from accessibility; its size in points is its
  /// pixels over `scale`. The orientation is not applied (see `UIImage(cgImage:scale:orientation:)`).
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
    self.init(uiImage: UIImage(cgImage: cgImage, scale: scale, orientation: .up))
  }

  /// A view of a Core Graphics image with an accessibility label.
  public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
    self.init(decorative: cgImage, scale: scale, orientation: orientation)
  }
}
