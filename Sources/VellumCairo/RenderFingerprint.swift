import CCairo
import Foundation

/// What a rendered image depends on besides the view: the versions of Vellum and of the
/// libraries that draw it, and the font files. Goldens carry it in a PNG text chunk, so a
/// failing comparison can say first when the images were made by different software.
public enum RenderFingerprint {
  /// Vellum's own version; bump it when rendering changes on purpose.
  public static let vellumVersion = "0.3.0"

  /// The PNG text-chunk keyword.
  public static let keyword = "Vellum-Fingerprint"

  /// One line: "vellum 0.3.0; cairo 1.16.0; pango 1.50.12; harfbuzz 6.0.0; freetype 2.12.1; fonts …".
  public static let current: String = {
    var parts = ["vellum \(vellumVersion)"]
    parts.append("cairo \(String(cString: cairo_version_string()))")
    parts.append("pango \(String(cString: pango_version_string()))")
    parts.append("harfbuzz \(String(cString: hb_version_string()))")
    parts.append("freetype \(freetypeVersion)")
    let fonts = FontLibrary.fontFiles.map { path in "\((path as NSString).lastPathComponent):\(fileHash(path))" }
    parts.append("fonts " + fonts.joined(separator: ","))
    return parts.joined(separator: "; ")
  }()

  static var freetypeVersion: String {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
    defer { FT_Done_FreeType(library) }
    var major: FT_Int = 0
    var minor: FT_Int = 0
    var patch: FT_Int = 0
    FT_Library_Version(library, &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }

  /// A 64-bit FNV-1a-style hash of a file taken eight bytes at a time, in hex; "missing"
  /// when it cannot be read. A file over 8 MB (the CJK fonts are 20 MB each) is hashed by its
  /// size and 64 windows of 64 KB spread through it, so the fingerprint stays cheap to take.
  static func fileHash(_ path: String) -> String {
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else {
      return "missing"
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(data.count)
    data.withUnsafeBytes { bytes in
      func mix(_ range: Range<Int>) {
        let words = range.count / 8
        for index in 0..<words {
          let offset = range.lowerBound + index * 8
          hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01b3
        }
        for byte in bytes[(range.lowerBound + words * 8)..<range.upperBound] {
          hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
      }
      let window = 64 << 10
      guard bytes.count > 8 << 20 else { return mix(0..<bytes.count) }
      let stride = (bytes.count - window) / 63
      for index in 0..<64 { mix((index * stride)..<(index * stride + window)) }
    }
    return String(hash, radix: 16)
  }

  /// The parts of two fingerprints that differ, as "cairo 1.16.0 → 1.18.0" phrases.
  public static func differences(recorded: String, running: String) -> [String] {
    func parts(_ text: String) -> [String: String] {
      var result: [String: String] = [:]
      for part in text.split(separator: ";") {
        let trimmed = part.trimmingCharacters(in: .whitespaces)
        guard let space = trimmed.firstIndex(of: " ") else { continue }
        result[String(trimmed[..<space])] = String(trimmed[trimmed.index(after: space)...])
      }
      return result
    }
    let a = parts(recorded)
    let b = parts(running)
    return Set(a.keys).union(b.keys).sorted().compactMap { key in
      a[key] == b[key] ? nil : "\(key): recorded with \(a[key] ?? "nothing"), running \(b[key] ?? "nothing")"
    }
  }
}
