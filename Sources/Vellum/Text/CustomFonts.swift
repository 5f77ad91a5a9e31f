import Foundation

/// The font files `Font.custom` can use besides Vellum's own: every TTF/OTF in the resource
/// bundles beside the running executable (found automatically, as an app's `UIAppFonts`),
/// plus files registered with `register(_:)`. A renderer reads the list when it is created,
/// so register fonts before rendering.
public enum CustomFonts {
  nonisolated(unsafe) private static var registered: [URL] = []
  private static let lock = NSLock()

  static let extensions: Set<String> = ["ttf", "otf", "ttc"]

  /// Adds a font file; throws if it is not a readable TTF/OTF/TTC file.
  public static func register(_ url: URL) throws {
    guard extensions.contains(url.pathExtension.lowercased()) else {
      throw ImageDecodingError("\(url.lastPathComponent): not a TTF, OTF or TTC font file")
    }
    guard FileManager.default.isReadableFile(atPath: url.path) else {
      throw ImageDecodingError("\(url.lastPathComponent): no such font file")
    }
    lock.withLock { if !registered.contains(url) { registered.append(url) } }
  }

  /// Adds every font file in a bundle (a package's `Bundle.module`).
  public static func registerFonts(in bundle: Bundle) {
    for url in fontFiles(under: ResourceLookup.roots(bundle)) { try? register(url) }
  }

  /// The files a new renderer loads: the resource bundles' fonts, then registered ones.
  public static var files: [URL] {
    let automatic = fontFiles(under: ResourceLookup.roots(nil))
    let extra = lock.withLock { registered }
    var seen = Set<String>()
    return (automatic + extra).filter { seen.insert($0.standardizedFileURL.path).inserted }
  }

  static func fontFiles(under roots: [URL]) -> [URL] {
    var found: [URL] = []
    for root in roots {
      guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in walker where extensions.contains(url.pathExtension.lowercased()) {
        found.append(url)
      }
    }
    return found.sorted { $0.path < $1.path }
  }
}
