import Foundation

/// Core Graphics' source of bytes, as apps hand a font file to `CGFont` before registering
/// it (`CGDataProvider(url: url as CFURL)`). Vellum's knows the file it reads; bytes given
/// in memory are kept in a file of the temporary folder named by their hash.
public final class CGDataProvider {
  /// The file the bytes are in.
  let file: URL

  /// A provider of a file's bytes; nil when the file cannot be read, as Core Graphics'.
  public init?(url: NSURL) {
    guard let path = url.path, FileManager.default.isReadableFile(atPath: path) else { return nil }
    file = URL(fileURLWithPath: path)
  }

  /// A provider of bytes in memory (a font downloaded at run time); nil when they cannot be
  /// kept.
  public init?(data: NSData) {
    let bytes = Data(referencing: data)
    guard let url = ImageBytes.file(for: bytes, extension: CGFont.fileExtension(of: bytes) ?? "data") else {
      return nil
    }
    file = url
  }
}

/// A font read from a data provider, as apps make one to register with
/// `CTFontManagerRegisterGraphicsFont`. Vellum checks that the bytes are a TrueType or
/// OpenType font and keeps their file; it reads none of the font's tables (Core Graphics
/// parses them), so its names are not available.
public final class CGFont {
  /// The font's file.
  public let file: URL

  /// A font from a provider's bytes; nil when they are not a TrueType, OpenType or
  /// collection font, as Core Graphics answers.
  public init?(_ provider: CGDataProvider) {
    guard let handle = try? FileHandle(forReadingFrom: provider.file) else { return nil }
    defer { try? handle.close() }
    guard let head = try? handle.read(upToCount: 4), Self.fileExtension(of: head) != nil else { return nil }
    file = provider.file
  }

  /// "ttf", "otf" or "ttc" by the bytes' signature, else nil.
  static func fileExtension(of bytes: Data) -> String? {
    let head = [UInt8](bytes.prefix(4))
    switch head {
    case [0x00, 0x01, 0x00, 0x00], Array("true".utf8): return "ttf"
    case Array("OTTO".utf8): return "otf"
    case Array("ttcf".utf8): return "ttc"
    default: return nil
    }
  }
}
