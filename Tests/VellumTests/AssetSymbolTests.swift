import Foundation
import Testing

@testable import VellumPreview

/// `vellum-asset-symbols`, the AssetSymbols plugin's generator: the symbols Xcode generates
/// for an asset catalog, named as Xcode names them.
@Suite struct AssetSymbolTests {
  let cli = CommandLineTests()

  func catalog(in folder: URL, _ sets: [String: String]) throws -> URL {
    let catalog = folder.appendingPathComponent("Assets.xcassets")
    for (path, contents) in sets {
      let set = catalog.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
    }
    return catalog
  }

  @Test func namesFollowXcode() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = "{\"info\":{\"author\":\"xcode\",\"version\":1}}"
    let catalog = try catalog(
      in: folder,
      [
        "brand-primary.colorset": empty, "AccentColor.colorset": empty, "URLBadge.colorset": empty,
        "red.colorset": empty, "background.colorset": empty, "BG.colorset": empty, "BGDark.colorset": empty,
        "2x-logo.imageset": empty,
        "default.imageset": empty, "HeroImage.imageset": empty,
        "icon_home.imageset": empty, "AppIcon.appiconset": empty,
        "Flags": "{\"properties\":{\"provides-namespace\":true}}", "Flags/france.imageset": empty,
      ])
    let run = try cli.run("vellum-asset-symbols", ["out.swift", catalog.path], in: folder)
    #expect(run.code == 0, "\(run.err)")
    let text = try String(contentsOf: folder.appendingPathComponent("out.swift"), encoding: .utf8)
    for line in [
      "static let brandPrimary = ColorResource(name: \"brand-primary\", bundle: nil)",
      "static let accent = ColorResource(name: \"AccentColor\", bundle: nil)",
      "static let urlBadge = ColorResource(name: \"URLBadge\", bundle: nil)",
      "static let red = ColorResource(name: \"red\", bundle: nil)",
      "static let BG = ColorResource(name: \"BG\", bundle: nil)",
      "static let bgDark = ColorResource(name: \"BGDark\", bundle: nil)",
      "static let _2xLogo = ImageResource(name: \"2x-logo\", bundle: nil)",
      "static let `default` = ImageResource(name: \"default\", bundle: nil)",
      "static let hero = ImageResource(name: \"HeroImage\", bundle: nil)",
      "static let iconHome = ImageResource(name: \"icon_home\", bundle: nil)",
      "static let france = ImageResource(name: \"Flags/france\", bundle: nil)",
      "static var brandPrimary: Color { Color(ColorResource.brandPrimary) }",
    ] {
      #expect(text.contains(line), "\(line)\n\(text)")
    }
    #expect(!text.contains("static var red: Color"), "Color already has .red")
    // `Color` has no `background`, so Xcode gives it one (`.foregroundColor(.background)`);
    // `ShapeStyle` gets none, where `.background` is the background style.
    #expect(text.components(separatedBy: "static var background: Color").count == 2, "\(text)")
    let shapeStyle = try #require(text.range(of: "extension ShapeStyle"))
    #expect(!text[shapeStyle.lowerBound...].contains("static var background: Color"), "\(text)")
    #expect(!text.contains("AppIcon"), "app icons get no symbol")
  }

  /// Xcode's rule for a colour set whose symbol a framework type already has: the
  /// `ColorResource` is generated for every name, and only the clashing member of that type is
  /// left out, with Xcode's `#warning` in its place (a chat app's `label` colour set, whose
  /// `UIColor.label` stays UIKit's; `secondary` clashes with `Color.secondary`, as in a
  /// generated file of Xcode's).
  @Test func aNameAFrameworkTypeHasLosesOnlyThatTypesMember() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = "{\"info\":{\"author\":\"xcode\",\"version\":1}}"
    let catalog = try catalog(
      in: folder, ["label.colorset": empty, "secondaryColor.colorset": empty, "Brand.colorset": empty])
    let run = try cli.run("vellum-asset-symbols", ["out.swift", catalog.path], in: folder)
    #expect(run.code == 0, "\(run.err)")
    let text = try String(contentsOf: folder.appendingPathComponent("out.swift"), encoding: .utf8)
    for line in [
      "static let label = ColorResource(name: \"label\", bundle: nil)",
      "static let secondary = ColorResource(name: \"secondaryColor\", bundle: nil)",
      "static var label: Color { Color(ColorResource.label) }",
      "static var brand: UIColor { UIColor(resource: ColorResource.brand) }",
      "static var brand: Color { Color(ColorResource.brand) }",
      #"#warning("The \"label\" color asset name resolves to a conflicting UIColor symbol \"label\". Try renaming the asset.")"#,
      #"#warning("The \"secondaryColor\" color asset name resolves to a conflicting Color symbol \"secondary\". Try renaming the asset.")"#,
    ] {
      #expect(text.contains(line), "\(line)\n\(text)")
    }
    #expect(!text.contains("static var label: UIColor") && !text.contains("static var secondary: Color"), "\(text)")
    // `ShapeStyle` gets `label` (`.foregroundStyle(.label)`), as Xcode's does.
    #expect(text.components(separatedBy: "static var label: Color").count == 3, "\(text)")
  }

  /// An app that declares its own `Color.brandPrimary` (as apps did before Xcode 15) keeps
  /// it: generating the member too made the app fail to compile ("invalid redeclaration", a
  /// WeChat clone's `Color.highlighted`). Its `ColorResource` is still generated; members on
  /// other types (`UIColor`) and names the app does not declare are generated as before.
  @Test func aColourMemberTheAppDeclaresIsNotGeneratedAgain() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = "{\"info\":{\"author\":\"xcode\",\"version\":1}}"
    let catalog = try catalog(
      in: folder,
      ["BrandPrimary.colorset": empty, "highlighted.colorset": empty, "Muted.colorset": empty, "Ink.colorset": empty])
    let source = folder.appendingPathComponent("Theme.swift")
    try Data(
      """
      import SwiftUI

      extension Color {
        static let brandPrimary = Color("BrandPrimary")
        static var `highlighted`: Color { Color("highlighted") }
        var lighter: Color { self.opacity(0.5) }
      }

      extension SwiftUI.ShapeStyle where Self == Color {
        static func muted() -> Color { Color("Muted") }
      }

      extension UIColor {
        static let ink = UIColor(named: "Ink")
      }
      """.utf8
    ).write(to: source)
    let run = try cli.run("vellum-asset-symbols", ["out.swift", catalog.path, "--sources", source.path], in: folder)
    #expect(run.code == 0, "\(run.err)")
    let text = try String(contentsOf: folder.appendingPathComponent("out.swift"), encoding: .utf8)
    for name in ["brandPrimary", "highlighted", "muted"] {
      #expect(text.contains("static let \(name) = ColorResource("), "\(name)\n\(text)")
      #expect(!text.contains("static var \(name): Color"), "\(name) is the app's own\n\(text)")
    }
    #expect(text.contains("static var ink: Color { Color(ColorResource.ink) }"), "\(text)")
    #expect(!text.contains("static var ink: UIColor"), "UIColor.ink is the app's own\n\(text)")
    let unreadable = try cli.run(
      "vellum-asset-symbols",
      ["out.swift", catalog.path, "--sources", folder.appendingPathComponent("Gone.swift").path],
      in: folder)
    #expect(unreadable.code == 1 && unreadable.err.contains("Gone.swift"), "\(unreadable.err)")
  }

  @Test func aMalformedCatalogIsAnErrorNamingTheFile() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = try catalog(in: folder, ["Group": "{ not json"])
    let run = try cli.run("vellum-asset-symbols", ["out.swift", catalog.path], in: folder)
    #expect(run.code == 1)
    #expect(run.err.contains("Group/Contents.json: error: Contents.json is not a JSON object"), "\(run.err)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.swift").path))

    let missing = try cli.run(
      "vellum-asset-symbols", ["out.swift", folder.appendingPathComponent("No.xcassets").path], in: folder)
    #expect(missing.code == 1 && missing.err.contains("No.xcassets"), "\(missing.err)")
  }

  /// `--help` prints the usage and writes nothing (it was taken for the output path and a
  /// file named `--help` was written); another option is an error naming it.
  @Test func helpPrintsTheUsageAndAnOptionIsNotAPath() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let help = try cli.run("vellum-asset-symbols", ["--help"], in: folder)
    #expect(help.code == 0 && help.out.hasPrefix("usage: vellum-asset-symbols"), "\(help.out)\(help.err)")
    let option = try cli.run("vellum-asset-symbols", ["out.swift", "--verbose"], in: folder)
    #expect(option.code == 2 && option.err.contains("unknown option --verbose"), "\(option.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// `vellum preview` keeps the generated symbols in one folder for every folder it
  /// previews: a second app whose catalog is older than the first app's reading gets its own
  /// symbols, not the first app's (its `Color.paper` was missing).
  @Test func anotherAppsOlderCatalogIsReadAgain() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = "{\"info\":{\"author\":\"xcode\",\"version\":1}}"
    let older = try catalog(in: folder.appendingPathComponent("Notes"), ["PaperColor.colorset": empty])
    let anHourAgo = Date(timeIntervalSinceNow: -3600)
    for item in [older] + (FileManager.default.subpaths(atPath: older.path) ?? []).map(older.appendingPathComponent) {
      try FileManager.default.setAttributes([.modificationDate: anHourAgo], ofItemAtPath: item.path)
    }
    _ = try catalog(in: folder.appendingPathComponent("Ledger"), ["InkColor.colorset": empty])
    let generator = CommandLineTests.binaries.appendingPathComponent("vellum-asset-symbols")
    try #require(FileManager.default.isExecutableFile(atPath: generator.path), "build first: \(generator.path)")
    let generated = folder.appendingPathComponent("generated")
    func symbols(of app: String) throws -> String {
      let resources = PreviewResources(paths: [folder.appendingPathComponent(app).path])
      let result = resources.generatedSources(for: [], in: generated, tools: generator.deletingLastPathComponent())
      #expect(result.problems.isEmpty, "\(result.problems)")
      return try String(contentsOf: generated.appendingPathComponent("GeneratedAssetSymbols.swift"), encoding: .utf8)
    }
    #expect(try symbols(of: "Ledger").contains("static let ink ="))
    let notes = try symbols(of: "Notes")
    #expect(notes.contains("static let paper =") && !notes.contains("static let ink ="), "\(notes)")
    #expect(try symbols(of: "Notes") == notes, "read once more, from the stamp")
  }
}
