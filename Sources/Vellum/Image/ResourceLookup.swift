import Foundation

/// One file of an image: where it is, the scale it was drawn for, and its appearance.
struct ImageVariant: Hashable, Sendable {
  var url: URL
  /// Pixels per point (1, 2, 3); nil for a single-scale asset.
  var scale: CGFloat?
  var dark: Bool
  /// Xcode's Light appearance (an "Any, Light, Dark" set), not Any.
  var light = false
  /// The High Contrast appearance, for Increase Contrast.
  var highContrast = false
}

/// An image found in a bundle: loose files (`name.png`, `name@2x.png`, `name.jpg`) or an
/// asset catalog's image set.
struct ImageAsset: Sendable {
  var variants: [ImageVariant] = []
  /// The image set's template rendering intent (`true` template, `false` original).
  var template: Bool?
  /// The image set keeps its SVG or PDF ("Preserve Vector Data"), so a resized image is
  /// redrawn from its vectors.
  var preservesVector = false

  /// The variant UIKit picks: the appearance first (the scheme's Light or Dark entry, else
  /// Any; High Contrast entries only with Increase Contrast, and preferred then), then the
  /// exact scale, else the nearest larger, else the largest smaller.
  func variant(scale: CGFloat, dark: Bool, highContrast: Bool = false) -> ImageVariant? {
    var contrast = variants.filter { $0.highContrast == highContrast }
    if contrast.isEmpty { contrast = variants.filter { !$0.highContrast } }
    var candidates = contrast.filter { dark ? $0.dark : $0.light }
    if candidates.isEmpty { candidates = contrast.filter { !$0.dark && !$0.light } }
    if candidates.isEmpty { candidates = contrast.filter { !$0.dark } }
    if candidates.isEmpty { candidates = variants }
    func key(_ variant: ImageVariant) -> (Int, CGFloat) {
      let s = variant.scale ?? scale
      if s == scale { return (0, 0) }
      if s > scale { return (1, s - scale) }
      return (2, scale - s)
    }
    return candidates.min { a, b in key(a) < key(b) || (key(a) == key(b) && a.url.path < b.url.path) }
  }
}

/// A colour set of an asset catalog: its colour in light mode (its Light entry, else Any) and
/// in dark mode.
struct ColorAsset: Sendable {
  var any: RGBA
  var dark: RGBA?
}

/// The images and colours of one resource folder, indexed once per process.
///
/// SwiftUI looks names up in a bundle's compiled asset catalog; on Linux SwiftPM copies
/// `.xcassets` folders as they are, so Vellum reads their `Contents.json` files itself, and
/// also finds loose PNG and JPEG files anywhere in the bundle (as `.process` would flatten them).
final class ResourceIndex: @unchecked Sendable {
  var images: [String: ImageAsset] = [:]
  var colors: [String: ColorAsset] = [:]
  /// Problems found while indexing (unreadable `Contents.json` …), reported on first use.
  var problems: [String] = []
  /// What was wrong with an image set or a colour set, by name: reported where it is drawn.
  var imageProblems: [String: String] = [:]
  var colorProblems: [String: String] = [:]

  nonisolated(unsafe) private static var cache: [String: ResourceIndex] = [:]
  private static let lock = NSLock()

  static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

  /// The index of a folder, built on first use.
  static func of(_ root: URL) -> ResourceIndex {
    lock.withLock {
      if let index = cache[root.path] { return index }
      let index = ResourceIndex(root: root)
      cache[root.path] = index
      return index
    }
  }

  init(root: URL) {
    scan(root, namespace: "", inCatalog: false, depth: 0)
  }

  /// A folder's items, through a link to the folder (`vellum preview` links a package's
  /// catalogs into its bundle; Linux's Foundation lists nothing in a linked folder itself).
  private func children(_ folder: URL) -> [URL] {
    let resolved = folder.resolvingSymlinksInPath()
    return ((try? FileManager.default.contentsOfDirectory(at: resolved, includingPropertiesForKeys: nil)) ?? [])
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  private func isFolder(_ url: URL) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
  }

  private func contents(_ folder: URL) -> [String: Any]? {
    let file = folder.appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
    guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      problems.append("asset catalog: \(file.path) is not valid JSON; skipped")
      return nil
    }
    return object
  }

  private func scan(_ folder: URL, namespace: String, inCatalog: Bool, depth: Int) {
    guard depth < 12 else { return }
    for url in children(folder) {
      let name = url.lastPathComponent
      let ext = url.pathExtension.lowercased()
      if isFolder(url) {
        let base = url.deletingPathExtension().lastPathComponent
        switch ext {
        case "xcassets": scan(url, namespace: "", inCatalog: true, depth: depth + 1)
        case "imageset" where inCatalog: readImageSet(url, name: namespace + base)
        case "colorset" where inCatalog: readColorSet(url, name: namespace + base)
        default:
          var inner = namespace
          if inCatalog, let properties = contents(url)?["properties"] as? [String: Any],
            properties["provides-namespace"] as? Bool == true
          {
            inner += name + "/"
          }
          scan(url, namespace: inner, inCatalog: inCatalog, depth: depth + 1)
        }
      } else if !inCatalog, Self.imageExtensions.contains(ext) {
        var base = url.deletingPathExtension().lastPathComponent
        var scale: CGFloat? = nil
        for (suffix, value) in [("@1x", 1.0), ("@2x", 2.0), ("@3x", 3.0)] where base.hasSuffix(suffix) {
          base.removeLast(suffix.count)
          scale = value
        }
        // The first folder holding a name wins, as a flattened bundle would keep one.
        if images[base] == nil || images[base]!.variants.first?.url.deletingLastPathComponent() == folder {
          images[base, default: ImageAsset()].variants.append(ImageVariant(url: url, scale: scale ?? 1, dark: false))
        }
      }
    }
  }

  /// Whether an entry has an appearance: `luminosity` `dark` or `light`, `contrast` `high`.
  private static func has(_ entry: [String: Any], _ appearance: String, _ value: String) -> Bool {
    let appearances = entry["appearances"] as? [[String: Any]] ?? []
    return appearances.contains { $0["appearance"] as? String == appearance && $0["value"] as? String == value }
  }

  private static func isDark(_ entry: [String: Any]) -> Bool { has(entry, "luminosity", "dark") }

  private static func isForIOS(_ entry: [String: Any]) -> Bool {
    let idiom = entry["idiom"] as? String ?? "universal"
    return ["universal", "iphone"].contains(idiom)
  }

  /// The file a Contents.json names, matched without regard to case when the exact name is
  /// missing, as Xcode finds it on macOS's case-insensitive disks (`EVENT.png` for
  /// `Event.png`); Linux's file names are case-sensitive.
  static func file(named name: String, in folder: URL) -> URL {
    let exact = folder.appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: exact.path) { return exact }
    let lowered = name.lowercased()
    let match = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted()
      .first { $0.lowercased() == lowered }
    return match.map { folder.appendingPathComponent($0) } ?? exact
  }

  private func readImageSet(_ folder: URL, name: String) {
    let before = problems.count
    guard let json = contents(folder) else {
      imageProblems[name] =
        problems.count > before
        ? problems.removeLast() : "asset catalog: \(folder.path) has no Contents.json; skipped"
      return
    }
    var asset = ImageAsset()
    for entry in json["images"] as? [[String: Any]] ?? [] where Self.isForIOS(entry) {
      guard let file = entry["filename"] as? String else { continue }
      let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) }
      asset.variants.append(
        ImageVariant(
          url: Self.file(named: file, in: folder), scale: scale, dark: Self.isDark(entry),
          light: Self.has(entry, "luminosity", "light"), highContrast: Self.has(entry, "contrast", "high")))
    }
    let properties = json["properties"] as? [String: Any]
    if let intent = properties?["template-rendering-intent"] as? String {
      asset.template = intent == "template"
    }
    asset.preservesVector = properties?["preserves-vector-representation"] as? Bool == true
    images[name] = asset
  }

  /// A component as Xcode writes it: "0.500" (0…1), "0x80" (hex byte) or "128" (byte).
  static func component(_ value: Any?) -> Double? {
    if let number = value as? Double { return number > 1 ? number / 255 : number }
    guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
    if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
    if text.contains(".") { return Double(text) }
    return Int(text).map { Double($0) / 255 }
  }

  private func readColorSet(_ folder: URL, name: String) {
    let file = folder.appendingPathComponent("Contents.json")
    let before = problems.count
    guard let json = contents(folder) else {
      colorProblems[name] =
        problems.count > before
        ? problems.removeLast() : "asset catalog: colour set \"\(name)\" has no Contents.json (\(folder.path))"
      return
    }
    var any: RGBA?
    var anyInDark: RGBA?
    var light: RGBA?
    var dark: RGBA?
    for entry in json["colors"] as? [[String: Any]] ?? [] where Self.isForIOS(entry) {
      // Colours are drawn at standard contrast: High Contrast entries (Increase Contrast) are
      // not read, so Dark + High Contrast, written after Dark, does not replace it.
      if Self.has(entry, "contrast", "high") { continue }
      guard let color = entryColor(entry, file: file, name: name) else { continue }
      if Self.isDark(entry) {
        dark = color.dark
      } else if Self.has(entry, "luminosity", "light") {
        light = color.light
      } else if (entry["appearances"] as? [Any] ?? []).isEmpty {
        (any, anyInDark) = (color.light, color.dark)
      }
    }
    // Light mode takes the Light entry (Xcode's "Any, Light, Dark"), dark mode the Dark one,
    // else Any (a system colour's dark value, for an Any entry that names one), as iOS does.
    if let any { colors[name] = ColorAsset(any: light ?? any, dark: dark ?? anyInDark ?? any) }
  }

  /// One entry's colour in light and dark mode: its components in both, or the light and
  /// dark values of the system colour it names (`"reference": "systemOrangeColor"`, Xcode's
  /// "System Orange"); nil, with the problem noted, for an entry Vellum cannot read.
  private func entryColor(_ entry: [String: Any], file: URL, name: String) -> (light: RGBA, dark: RGBA)? {
    if let color = entry["color"] as? [String: Any], let reference = color["reference"] as? String {
      guard let values = SystemColorReference.values(of: reference) else {
        colorProblems[name] =
          "asset catalog: \(file.path) refers to \"\(reference)\", a system colour Vellum does not know; skipped"
        return nil
      }
      return values
    }
    guard let color = entry["color"] as? [String: Any], let parts = color["components"] as? [String: Any] else {
      colorProblems[name] = "asset catalog: \(file.path) has a colour without components; skipped"
      return nil
    }
    var values: [Double]
    if let white = Self.component(parts["white"]) {
      values = [white, white, white, Self.component(parts["alpha"]) ?? 1]
    } else if let red = Self.component(parts["red"]), let green = Self.component(parts["green"]),
      let blue = Self.component(parts["blue"])
    {
      values = [red, green, blue, Self.component(parts["alpha"]) ?? 1]
    } else {
      colorProblems[name] = "asset catalog: \(file.path) has a colour without components; skipped"
      return nil
    }
    // An sRGB component outside 0…1 (a typo such as "1.700" or "300") is clamped.
    if values.contains(where: { !(0...1).contains($0) }) {
      colorProblems[name] =
        "asset catalog: \(file.path) has components out of range 0…1 "
        + "(\(values.map { formatNumber(CGFloat($0)) }.joined(separator: ", "))); clamped"
      values = values.map { $0.isFinite ? min(max($0, 0), 1) : 0 }
    }
    let rgba = RGBA(values[0], values[1], values[2], values[3])
    return (rgba, rgba)
  }
}

/// Where `Image("name", bundle:)` and `Color("name", bundle:)` look.
enum ResourceLookup {
  /// Folders searched as part of the main bundle after the executable's resource bundles,
  /// separated by colons: `vellum preview` names the folders it previews, so an app folder's
  /// asset catalogs, string catalogs and fonts are found as the app's bundle would hold them.
  static let extraRootsVariable = "VELLUM_RESOURCE_ROOTS"

  /// The folders to search: a bundle's own folder and its resource folder. For a nil bundle
  /// (SwiftUI's main bundle), every SwiftPM resource bundle beside the executable, so
  /// `Image("name")` in a package's code finds the package's resources as an app's would,
  /// then the folders of `VELLUM_RESOURCE_ROOTS`; the executable's folder itself is not
  /// searched. `Bundle.main` named is searched as nil is: SwiftUI's nil is the main bundle.
  static func roots(_ bundle: Bundle?) -> [URL] {
    var roots: [URL] = []
    func add(_ url: URL?) {
      guard let url, !roots.contains(where: { $0.standardizedFileURL == url.standardizedFileURL }) else { return }
      roots.append(url)
    }
    if let bundle, !isMain(bundle) {
      add(bundle.bundleURL)
      add(bundle.resourceURL)
      return roots
    }
    let folder = Bundle.main.bundleURL
    let siblings = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    for url in siblings.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
    where url.pathExtension == "resources" || url.pathExtension == "bundle" {
      add(url)
    }
    let extra = ProcessInfo.processInfo.environment[extraRootsVariable] ?? ""
    for path in extra.split(separator: ":") where !path.isEmpty { add(URL(fileURLWithPath: String(path))) }
    return roots
  }

  /// Whether a bundle is the main bundle (on Linux the executable's folder).
  static func isMain(_ bundle: Bundle) -> Bool {
    bundle.bundleURL.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL
  }

  /// The image of a name in a bundle, with any indexing problems.
  static func image(_ name: String, bundle: Bundle?) -> (ImageAsset?, [String]) {
    var problems: [String] = []
    for root in roots(bundle) {
      let index = ResourceIndex.of(root)
      problems += index.problems
      if let problem = index.imageProblems[name] { problems.append(problem) }
      if let asset = index.images[name], !asset.variants.isEmpty { return (asset, problems) }
    }
    return (nil, problems)
  }

  /// The colour of a name in a bundle, and what was wrong with its colour set.
  static func color(_ name: String, bundle: Bundle?) -> (ColorAsset?, String?) {
    var problem: String?
    for root in roots(bundle) {
      let index = ResourceIndex.of(root)
      problem = problem ?? index.colorProblems[name]
      if let color = index.colors[name] { return (color, problem) }
    }
    return (nil, problem)
  }
}
