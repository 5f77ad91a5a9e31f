import Foundation
import Testing
import Vellum
import VellumCairo

/// Malformed asset catalogs and string tables, made at test time in a bundle of their own:
/// each is reported by file, draws what SwiftUI would draw (nothing for an image it cannot
/// find, clear for a colour, the key for a string), and the render goes on.
@Suite(.serialized) struct BadResourceTests {
  /// name → file contents, under one `.bundle` folder.
  static let files: [String: String] = [
    "Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
    "Assets.xcassets/NotJSON.imageset/Contents.json": "{ not json",
    "Assets.xcassets/NoContents.imageset/README": "an image set without Contents.json",
    "Assets.xcassets/MissingFile.imageset/Contents.json":
      #"{"images": [{"idiom": "universal", "filename": "gone.png", "scale": "2x"}]}"#,
    "Assets.xcassets/Sizeless.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "a.svg"}]}"#,
    "Assets.xcassets/Sizeless.imageset/a.svg":
      #"<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>"#,
    "Assets.xcassets/Vast.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "b.svg"}]}"#,
    "Assets.xcassets/Vast.imageset/b.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="1e9" height="NaN"></svg>"#,
    "Assets.xcassets/Unclosed.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "c.svg"}]}"#,
    "Assets.xcassets/Unclosed.imageset/c.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect"#,
    "Assets.xcassets/Torn.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "d.pdf"}]}"#,
    "Assets.xcassets/Torn.imageset/d.pdf": "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >>\n/MediaBox [0 0 8 8]",
    "Assets.xcassets/Shouted.imageset/Contents.json": #"{"images": [{"idiom": "universal", "filename": "EVENT.svg"}]}"#,
    "Assets.xcassets/Shouted.imageset/Event.svg":
      #"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>"#,
    "Assets.xcassets/NotJSONColour.colorset/Contents.json": "[1,",
    "Assets.xcassets/NoComponents.colorset/Contents.json":
      #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb"}}]}"#,
    "Assets.xcassets/Bright.colorset/Contents.json":
      #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "1.700", "green": "300", "blue": "-0.200", "alpha": "1.000"}}}]}"#,
    "Assets.xcassets/Accent.colorset/Contents.json":
      #"{"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemOrangeColor"}}]}"#,
    "Assets.xcassets/Invented.colorset/Contents.json":
      #"{"colors": [{"idiom": "universal", "color": {"reference": "inventedColor"}}]}"#,
    "de.lproj/Localizable.strings": #""Settings" = "Einstellungen"#,
    "Catalog.xcstrings": #"{"sourceLanguage": "en", "strings": {"Hello": "#,
  ]

  /// A fresh bundle folder holding `files`; a file that cannot be written fails the test.
  static func makeBundle() throws -> Bundle {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bad-\(UUID().uuidString).bundle")
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return try #require(Bundle(url: folder), "a bundle at \(folder.path)")
  }

  func drawn<V: View>(_ view: V, locale: String = "en_US") throws -> (list: String, diagnostics: [String]) {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: locale)
    let renderer = try ImageRenderer()
    let result = renderer.displayList(
      VStack {
        view
        Text("after")
      }, size: .unspecified, scale: 2, environment: environment)
    _ = try renderer.pixels(result.displayList, scale: 2, colorScheme: .light, parallel: false)
    #expect(result.displayList.description.contains("\"after\""), "the render goes on")
    return (result.displayList.description, result.diagnostics)
  }

  @Test(arguments: [
    ("NotJSON", "NotJSON.imageset/Contents.json"), ("NoContents", "NoContents.imageset"),
    ("MissingFile", "gone.png"),
  ])
  func aBrokenImageSetIsReportedAndDrawsNothing(name: String, file: String) throws {
    let bundle = try Self.makeBundle()
    defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
    let (list, diagnostics) = try drawn(Image(name, bundle: bundle))
    #expect(diagnostics.contains { $0.contains(file) }, "\(diagnostics)")
    #expect(!list.contains("image "), "nothing drawn: \(list)")
  }

  /// A Contents.json that names its file in another case (`EVENT.svg` for `Event.svg`)
  /// finds it, as Xcode does on macOS's case-insensitive disk (an events screen's image was
  /// drawn at zero size, twelfth trial).
  @Test func anImageFileNamedInAnotherCaseIsFound() throws {
    let bundle = try Self.makeBundle()
    defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
    let (list, diagnostics) = try drawn(Image("Shouted", bundle: bundle))
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(list.contains("image ") && list.contains("Event.svg"), "\(list)")
  }

  /// SVG and PDF assets that cannot be drawn: no size, an absurd size, a damaged file. Layout
  /// without a renderer reads sizes only, so it finds the first two (as it finds a PNG header's).
  @Test(arguments: [
    ("Sizeless", "a.svg: no size found", true), ("Vast", "b.svg: its size", true),
    ("Unclosed", "c.svg: librsvg could not", false), ("Torn", "d.pdf: Poppler could not read it", false),
  ])
  func aVectorImageThatCannotBeDrawnIsReportedAndTakesNoRoom(name: String, message: String, sizeProblem: Bool) throws {
    let bundle = try Self.makeBundle()
    defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
    let (list, diagnostics) = try drawn(Image(name, bundle: bundle))
    #expect(diagnostics.contains { $0.contains(message) }, "\(diagnostics)")
    #expect(!list.contains("image "), "nothing drawn: \(list)")
    if sizeProblem {
      let snapshot = LayoutSnapshot(of: Image(name, bundle: bundle), proposal: .unspecified)
      #expect(snapshot.size == .zero)
      #expect(snapshot.diagnostics.contains { $0.contains(message) }, "\(snapshot.diagnostics)")
    }
  }

  @Test(arguments: [
    ("NotJSONColour", "NotJSONColour.colorset/Contents.json"), ("NoComponents", "NoComponents.colorset"),
  ])
  func aBrokenColourSetIsReportedAndDrawsClear(name: String, file: String) throws {
    let bundle = try Self.makeBundle()
    defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
    let (list, diagnostics) = try drawn(Color(name, bundle: bundle).frame(width: 10, height: 10))
    #expect(diagnostics.contains { $0.contains(file) }, "\(diagnostics)")
    #expect(list.contains("#00000000"), "clear: \(list)")
  }

  @Test func outOfRangeComponentsAreClampedAndReported() throws {
    let bundle = try Self.makeBundle()
    defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
    let (list, diagnostics) = try drawn(Color("Bright", bundle: bundle).frame(width: 10, height: 10))
    #expect(
      diagnostics.contains { $0.contains("Bright.colorset/Contents.json") && $0.contains("out of range") },
      "\(diagnostics)")
    #expect(list.contains("#ffff00ff"), "red and green clamped to 1, blue to 0: \(list)")
  }

  /// A colour set that names a system colour ("System Orange", as an app's AccentColor often
  /// is) takes that colour in each scheme; an unknown name is reported and drawn clear.
  @Test func aColourSetReferringToASystemColourTakesIt() throws {
    let bundle = try Self.makeBundle()
    defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
    let (light, lightProblems) = try drawn(Color("Accent", bundle: bundle).frame(width: 10, height: 10))
    #expect(light.contains("#ff9500ff") && lightProblems.isEmpty, "\(light) \(lightProblems)")
    let dark = try ImageRenderer().displayList(
      Color("Accent", bundle: bundle).frame(width: 10, height: 10), size: .unspecified, colorScheme: .dark)
    #expect(dark.displayList.description.contains("#ff9f0aff"), "System Orange's dark value: \(dark.displayList)")
    let (invented, problems) = try drawn(Color("Invented", bundle: bundle).frame(width: 10, height: 10))
    #expect(invented.contains("#00000000"), "\(invented)")
    #expect(problems.contains { $0.contains("inventedColor") && $0.contains("Invented.colorset") }, "\(problems)")
  }

  @Test func brokenStringTablesAreReportedAndShowTheKey() throws {
    let bundle = try Self.makeBundle()
    defer { try? FileManager.default.removeItem(at: bundle.bundleURL) }
    let (german, strings) = try drawn(Text("Settings", bundle: bundle), locale: "de_DE")
    #expect(german.contains("\"Settings\""), "the key: \(german)")
    #expect(strings.contains { $0.contains("de.lproj/Localizable.strings") }, "\(strings)")
    let (catalog, problems) = try drawn(Text("Hello", tableName: "Catalog", bundle: bundle), locale: "de_DE")
    #expect(catalog.contains("\"Hello\""), "the key: \(catalog)")
    #expect(problems.contains { $0.contains("Catalog.xcstrings") }, "\(problems)")
  }
}
