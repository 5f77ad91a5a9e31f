import CCairo
import Foundation
import Vellum

/// The fonts Vellum renders with, loaded through a private fontconfig configuration so the
/// host's own fonts never take part (DESIGN.md, "Fonts are hermetic").
///
/// Inter stands in for SF Pro (Inter Display from 20 pt, like SF's Display cut), Quicksand
/// for SF Pro Rounded, DejaVu Serif for New York, JetBrains Mono for SF Mono (spec §1.6),
/// Material Icons for SF Symbols (spec §9).
public enum FontLibrary {
  /// A font file Vellum needs and the Debian package that provides it.
  struct Requirement {
    let path: String
    let package: String
  }

  static let requirements: [Requirement] = [
    Requirement(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter"),
    Requirement(path: "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf", package: "fonts-inter"),
    Requirement(path: "/usr/share/fonts/truetype/quicksand/Quicksand-Regular.ttf", package: "fonts-quicksand"),
    Requirement(path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", package: "fonts-dejavu-core"),
    Requirement(
      path: "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Regular.ttf", package: "fonts-jetbrains-mono"),
    Requirement(
      path: "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
      package: "fonts-material-design-icons-iconfont"),
  ]

  static let directories = [
    "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/quicksand",
    "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/jetbrains-mono",
    "/usr/share/fonts/truetype/material-design-icons-iconfont",
  ]

  /// The icon font standing in for SF Symbols (spec §9).
  static let symbolFamily = "Material Icons"

  /// An error naming the missing font files and the packages to install.
  public struct MissingFonts: Error, CustomStringConvertible {
    public let files: [String]
    public let packages: [String]
    public var description: String {
      "missing font files: \(files.joined(separator: ", ")); install with: apt-get install \(packages.joined(separator: " "))"
    }
  }

  /// Checks that every font file exists.
  public static func check() throws {
    let missing = requirements.filter { !FileManager.default.fileExists(atPath: $0.path) }
    if !missing.isEmpty {
      var packages: [String] = []
      for item in missing where !packages.contains(item.package) { packages.append(item.package) }
      throw MissingFonts(files: missing.map(\.path), packages: packages)
    }
  }

  /// The Pango family for a design and size.
  static func family(_ font: ResolvedFont) -> String {
    switch font.design {
    case .default: font.size >= 20 ? "Inter Display" : "Inter"
    case .rounded: "Quicksand"
    case .serif: "DejaVu Serif"
    case .monospaced: "JetBrains Mono"
    }
  }

  /// A fontconfig configuration that knows only Vellum's font directories.
  static func makeConfig() -> OpaquePointer? {
    guard let config = FcConfigCreate() else { return nil }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-fontconfig-cache").path
    let dirs = directories.map { "<dir>\($0)</dir>" }.joined()
    let xml = """
      <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
      <fontconfig>\(dirs)<cachedir>\(cache)</cachedir></fontconfig>
      """
    _ = xml.withCString { FcConfigParseAndLoadFromMemory(config, $0, 1) }
    FcConfigBuildFonts(config)
    return config
  }
}
