import Foundation

/// The font files `Font.custom` can use besides Vellum's own: every TTF/OTF in the resource
/// bundles beside the running executable (found automatically, as an app's `UIAppFonts`),
/// plus files registered with `register(_:)` (which `CTFontManagerRegisterFontsForURL` calls,
/// as apps register bundled fonts at launch). A text engine loads the files registered since
/// it last looked before it next measures or draws, so a font registered in an app's `init`
/// is found by `Font.custom` in the same render.
public enum CustomFonts {
  nonisolated(unsafe) private static var registered: [URL] = []
  nonisolated(unsafe) private static var registrations = 0
  private static let lock = NSLock()

  /// How many files have been registered: a text engine that has loaded fewer loads again.
  public static var generation: Int { lock.withLock { registrations } }

  /// Whether a file is registered already (by `register(_:)`; a resource bundle's fonts
  /// are not counted).
  public static func isRegistered(_ url: URL) -> Bool {
    lock.withLock { registered.contains(url.standardizedFileURL) }
  }

  static let extensions: Set<String> = ["ttf", "otf", "ttc"]

  /// Adds a font file; throws if it is not a readable TTF/OTF/TTC file.
  public static func register(_ url: URL) throws {
    guard extensions.contains(url.pathExtension.lowercased()) else {
      throw ImageDecodingError("\(url.lastPathComponent): not a TTF, OTF or TTC font file")
    }
    guard FileManager.default.isReadableFile(atPath: url.path) else {
      throw ImageDecodingError("\(url.lastPathComponent): no such font file")
    }
    let url = url.standardizedFileURL
    lock.withLock {
      if !registered.contains(url) {
        registered.append(url)
        registrations += 1
      }
    }
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
