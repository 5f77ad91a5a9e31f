import CCairo
import Foundation
import Vellum

/// The fonts Vellum renders with, loaded through a private fontconfig configuration so the
/// host's own fonts never take part (DESIGN.md, "Fonts are hermetic").
///
/// Inter stands in for SF Pro (Inter Display from 20 pt, like SF's Display cut), Quicksand
/// for SF Pro Rounded, DejaVu Serif for New York, JetBrains Mono for SF Mono (spec §1.6),
/// Material Icons for SF Symbols (spec §9), Noto Color Emoji for emoji. DejaVu Sans (in
/// the DejaVu directory) is the fallback for scripts Inter lacks, such as Arabic and Hebrew,
/// and Noto Sans CJK (Noto Serif CJK for serif text) for Chinese, Japanese and Korean, which
/// iOS draws in PingFang, Hiragino Sans and Apple SD Gothic Neo.
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
    Requirement(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"),
    Requirement(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk"),
  ]

  static let directories = [
    "/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/quicksand",
    "/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/truetype/jetbrains-mono",
    "/usr/share/fonts/truetype/material-design-icons-iconfont", "/usr/share/fonts/opentype/noto",
  ]

  /// Single font files added beside the directories (their directory holds other fonts).
  static let files = ["/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"]

  /// Every font file Vellum can draw with, sorted.
  static var fontFiles: [String] {
    let fonts = directories.flatMap { directory in
      ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
        .filter { [".ttf", ".otf", ".ttc"].contains(where: $0.lowercased().hasSuffix) }
        .map { "\(directory)/\($0)" }
    }
    return Array(Set(fonts + files)).sorted()
  }

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

  /// Checks that every font file exists; the error names the packages to install.
  public static func check() throws { try check(requirements) }

  static func check(_ requirements: [Requirement]) throws {
    let missing = requirements.filter { !FileManager.default.fileExists(atPath: $0.path) }
    if !missing.isEmpty {
      var packages: [String] = []
      for item in missing where !packages.contains(item.package) { packages.append(item.package) }
      throw MissingFonts(files: missing.map(\.path), packages: packages)
    }
  }

  /// The Pango family for a design and size.
  static func family(_ font: ResolvedFont) -> String {
    if let family = font.family { return family }
    return switch font.design {
    case .default: font.size >= 20 ? "Inter Display" : "Inter"
    case .rounded: "Quicksand"
    case .serif: "DejaVu Serif"
    case .monospaced: "JetBrains Mono"
    }
  }

  /// fontconfig's own rule (10-scale-bitmap-fonts.conf): a bitmap font such as Noto Color
  /// Emoji is scaled from its one strike to the requested size. Pango asks for the family
  /// "emoji" for emoji-presentation runs (❤️ with its variation selector).
  /// The alias binds strongly, so the colour font wins over a text font that has the
  /// character: Inter's ❤ drew a black heart where iOS draws ❤️ red.
  static let bitmapScaling = """
    <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
    <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name>\
    <name target="font">pixelsize</name></divide></edit></match>
    <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
    <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
    <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name>\
    <double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>
    <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit></match>
    <alias binding="strong"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
    """

  /// How wide Inter's regular and lighter weights are drawn: SF Pro Text sets the same words
  /// 1.3 % narrower, so text that fits on the phone fits here too. Measured on 114 text boxes in
  /// ../shared/ios-reference, each rendered at the size iOS drew it (Medium Dynamic Type, 16 pt
  /// body): iOS ÷ Vellum ink widths have a median of 1.008, 10th–90th percentile 0.99–1.03. (An
  /// earlier 0.945 had been fitted to those Medium renders drawn at Large, 17 pt, and so drew
  /// text at Large 4.5 % narrower than a phone does.) Semibold bar titles (median 1.02 of seven)
  /// and Inter Display's bold large titles (0.99 of five) measure within a few per cent of SF and
  /// are drawn as they are.
  static let regularWidth = 0.987

  /// Fontconfig rules that condense the regular and lighter weights of Inter and Inter Display to
  /// SF Pro's widths: fontconfig's font matrix scales both the outlines and the advances Pango
  /// shapes with. (At AX5, 53 pt, iOS sets “Remember” 241.67 wide where Inter Display set it 245:
  /// bw-two-factor-duo-ax5.)
  static let widthCorrection = ["Inter", "Inter Display"].map { family in
    """
    <match target="font"><test name="family" compare="eq"><string>\(family)</string></test>\
    <test name="weight" compare="less_eq"><int>80</int></test>\
    <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><double>\(regularWidth)</double>\
    <double>0</double><double>0</double><double>1</double></matrix></times></edit></match>
    """
  }.joined()

  /// A fontconfig configuration that knows only Vellum's font directories.
  static func makeConfig() -> OpaquePointer? {
    guard let config = FcConfigCreate() else { return nil }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-fontconfig-cache").path
    let dirs = directories.map { "<dir>\($0)</dir>" }.joined()
    let xml = """
      <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
      <fontconfig>\(dirs)<cachedir>\(cache)</cachedir>\(bitmapScaling)\(widthCorrection)</fontconfig>
      """
    _ = xml.withCString { FcConfigParseAndLoadFromMemory(config, $0, 1) }
    FcConfigBuildFonts(config)
    for file in files { _ = file.withCString { FcConfigAppFontAddFile(config, $0) } }
    // Fonts from resource bundles and `CustomFonts.register` (`Font.custom`).
    for url in CustomFonts.files { _ = url.path.withCString { FcConfigAppFontAddFile(config, $0) } }
    let aliases = PostScriptNames.aliases(in: config)
    if !aliases.isEmpty {
      _ = PostScriptNames.rules(aliases).withCString { FcConfigParseAndLoadFromMemory(config, $0, 1) }
    }
    return config
  }
}
