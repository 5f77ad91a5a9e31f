import Foundation

/// UIKit's image type, as far as SwiftUI code uses it: `UIImage(named:)`,
/// `UIImage(systemName:)`, a file's contents, shown with `Image(uiImage:)`. It carries where
/// the image comes from; Vellum draws it as `Image` would.
public final class UIImage: @unchecked Sendable {
  let source: Image.Source?
  /// The size and scale of an image drawn with UIKit (`UIGraphicsImageRenderer`), which
  /// Vellum leaves blank.
  private var blank: (size: CGSize, scale: CGFloat)?
  /// Which way up the pixels are meant to be shown; kept, not applied (see `CGImage`).
  public internal(set) var imageOrientation = Orientation.up

  /// Whether the image was drawn with UIKit (blank in Vellum).
  var isBlank: Bool { blank != nil }

  /// An empty image: `Image(uiImage:)` draws nothing.
  public init() { source = nil }

  /// An asset catalog image set or loose PNG/JPEG by name; nil when there is none, as in UIKit.
  public init?(named name: String, in bundle: Bundle? = nil, with configuration: Any? = nil) {
    guard ResourceLookup.image(name, bundle: bundle).0 != nil else { return nil }
    source = .named(name, bundle)
  }

  /// An image by name, as `#imageLiteral(resourceName:)` makes one (UIKit's
  /// `_ExpressibleByImageLiteral`); like UIKit's, it traps when there is no such image.
  public convenience init(imageLiteralResourceName name: String) {
    guard ResourceLookup.image(name, bundle: nil).0 != nil else {
      fatalError("UIImage(imageLiteralResourceName:): no image named \"\(name)\"")
    }
    self.init(source: .named(name, nil))
  }

  /// An image resource (Xcode's generated `ImageResource`).
  public convenience init(resource: ImageResource) {
    self.init(source: .named(resource.name, resource.bundle))
  }

  /// An SF Symbol; nil when Vellum's symbol table does not have the name.
  public init?(systemName name: String) {
    guard symbolTable[name] != nil else { return nil }
    source = .system(name)
  }

  /// A PNG or JPEG file.
  public init?(contentsOfFile path: String) {
    guard FileManager.default.isReadableFile(atPath: path) else { return nil }
    source = .file(URL(fileURLWithPath: path), 1)
  }

  /// A PNG or JPEG file's bytes (a photo kept in a model, say); nil for other data, as in
  /// UIKit. The bytes are kept in a file of the temporary folder named by their hash, which
  /// Vellum's decoder reads as it reads any image file.
  public convenience init?(data: Data, scale: CGFloat = 1) {
    guard let kind = ImageBytes.kind(of: data), let url = ImageBytes.file(for: data, extension: kind) else {
      return nil
    }
    self.init(source: .file(url, scale))
  }

  init(source: Image.Source) { self.source = source }

  /// A blank image of a size and scale, as UIKit drawing makes one in Vellum: it draws
  /// nothing and has no PNG or JPEG data.
  init(blankOf size: CGSize, scale: CGFloat) {
    source = nil
    blank = (size, scale)
  }

  /// Draws the image into the current UIKit drawing context: nothing is drawn, as Vellum
  /// keeps nothing UIKit drawing draws (see `UIGraphicsImageRenderer`).
  public func draw(in rect: CGRect) {}
  public func draw(at point: CGPoint) {}
  public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}

  /// The image's size in points: its pixels over its scale (a named image's 3x file over 3,
  /// as UIKit picks for a 3x screen); an SVG or PDF image set's size in points, as Xcode
  /// compiles it; a symbol is the body size square; an empty image or a file that cannot be
  /// read is zero.
  public var size: CGSize {
    if let blank { return blank.size }
    let file: (URL, CGFloat)?
    switch source {
    case .file(let url, let scale)?: file = (url, scale)
    case .named(let name, let bundle)?:
      file = ResourceLookup.image(name, bundle: bundle).0?.variant(scale: 3, dark: false).map {
        ($0.url, $0.scale ?? 1)
      }
    case .system?:
      let side = Font.body.resolve(.large).size
      return CGSize(width: side, height: side)
    case nil: file = nil
    }
    guard let (url, scale) = file, scale > 0, let data = try? Data(contentsOf: url) else { return .zero }
    if VectorImageSize.isVector(url) {
      return (try? VectorImageSize.pointSize(data, name: url.lastPathComponent)) ?? .zero
    }
    guard let (width, height) = ImageHeader.pixelSize(data) else { return .zero }
    return CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
  }

  /// Pixels per point of the image's file (1 for a loose single-scale file).
  public var scale: CGFloat {
    if let blank { return blank.scale }
    return switch source {
    case .file(_, let scale)?: scale
    case .named(let name, let bundle)?:
      ResourceLookup.image(name, bundle: bundle).0?.variant(scale: 3, dark: false)?.scale ?? 1
    default: 1
    }
  }

  /// The image as PNG bytes. Vellum has no encoder here: an image made from PNG bytes or a
  /// PNG file gives those bytes back, any other nil.
  public func pngData() -> Data? { bytes(ofKind: "png") }

  /// The image as JPEG bytes. Vellum has no encoder here: an image made from JPEG bytes or a
  /// JPEG file gives those bytes back (whatever the quality asked for), any other nil.
  public func jpegData(compressionQuality: CGFloat) -> Data? { bytes(ofKind: "jpg") }

  private func bytes(ofKind kind: String) -> Data? {
    guard let url = file, let data = try? Data(contentsOf: url), ImageBytes.kind(of: data) == kind else { return nil }
    return data
  }

  /// The file the image is drawn from: its own, or its asset's variant for a 3x screen.
  private var file: URL? {
    switch source {
    case .file(let file, _)?: file
    case .named(let name, let bundle)?:
      ResourceLookup.image(name, bundle: bundle).0?.variant(scale: 3, dark: false)?.url
    default: nil
    }
  }

  /// The file when it holds pixels (PNG or JPEG), not vectors.
  var rasterFile: URL? {
    guard let file, !VectorImageSize.isVector(file) else { return nil }
    return file
  }
}

/// Image bytes held in memory, given to the decoder as a file.
package enum ImageBytes {
  /// "png" or "jpg" by the bytes' signature, else nil.
  package static func kind(of data: Data) -> String? {
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "png" }
    if data.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpg" }
    return nil
  }

  /// A file holding `data`, named by its FNV-1a hash and length, written once (atomically).
  package static func file(for data: Data, extension kind: String) -> URL? {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    let name = "vellum-image-\(String(hash, radix: 16))-\(data.count).\(kind)"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: url.path) { return url }
    return (try? data.write(to: url, options: .atomic)) != nil ? url : nil
  }
}

extension Image {
  /// A UIKit image; an empty `UIImage()` draws nothing.
  public init(uiImage: UIImage) { source = uiImage.source ?? .named("", nil) }
}

/// Images compare as UIKit's `isEqual(_:)` does, by the image they hold: two made from the
/// same asset, symbol, file or bytes are equal (so `.onChange(of: pickedImage)` compiles).
/// UIKit compares the decoded image data; Vellum compares where the image comes from.
extension UIImage: Hashable {
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs || lhs.source == rhs.source }
  public func hash(into hasher: inout Hasher) { hasher.combine(source.map { String(describing: $0) }) }
}
