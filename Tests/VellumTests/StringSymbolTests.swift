import Foundation
import Testing
import Vellum
import VellumCairo
import VellumStringSymbolViews

@testable import VellumPreview

/// Xcode 26's generated string catalog symbols: `vellum-asset-symbols` given `.xcstrings`
/// files (the AssetSymbols plugin's and `vellum preview`'s generator) names them as Xcode
/// does, and `Text(.welcomeTitle)` draws the catalog's translation in the render's locale.
@Suite(.serialized) struct StringSymbolTests {
  let cli = CommandLineTests()

  /// A catalog of `entries` (key → entry JSON) written as `name.xcstrings` in `folder`.
  func catalog(_ name: String = "Localizable", in folder: URL, _ entries: [String: String]) throws -> URL {
    let body = entries.sorted { $0.key < $1.key }.map { "\(String(reflecting: $0.key)) : \($0.value)" }
    let json = "{\"sourceLanguage\" : \"en\", \"strings\" : {\(body.joined(separator: ",\n"))}, \"version\" : \"1.1\"}"
    let url = folder.appendingPathComponent("\(name).xcstrings")
    try Data(json.utf8).write(to: url)
    return url
  }

  /// An entry managed by hand, with an English value when given.
  func manual(_ english: String? = nil) -> String {
    guard let english else { return "{\"extractionState\" : \"manual\"}" }
    return "{\"extractionState\" : \"manual\", \"localizations\" : {\"en\" : {\"stringUnit\" : "
      + "{\"state\" : \"translated\", \"value\" : \(String(reflecting: english))}}}}"
  }

  func generate(_ catalogs: [URL], sources: [URL] = [], in folder: URL) throws -> String {
    let run = try cli.run(
      "vellum-asset-symbols", ["out.swift"] + catalogs.map(\.path) + ["--sources"] + sources.map(\.path), in: folder)
    #expect(run.code == 0, "\(run.err)")
    return try String(contentsOf: folder.appendingPathComponent("out.swift"), encoding: .utf8)
  }

  /// Key → identifier, by the rules Xcode's generated files show: specifiers and apostrophes
  /// dropped, words split at anything not a letter or digit, each word's leading capitals
  /// lower-cased, later words capitalised, a leading digit behind `_`.
  @Test func keysBecomeXcodesIdentifiers() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let names = [
      "settings.privacy.title": "settingsPrivacyTitle",
      "HARBOR_VIEW_NAME": "harborViewName",
      "2024_TOUR_NAME": "_2024TourName",
      "CFBundleName": "cfbundleName",
      "Vintage TV CRT": "vintageTvCrt",
      "Sync with iCloud now": "syncWithICloudNow",
      "iCloud backup": "iCloudBackup",
      "The bakery’s hours": "theBakerysHours",
      "read-only mode…": "readOnlyMode",
      "SÃO_PAULO_NAME": "sãoPauloName",
      "MiB used": "miBUsed",
      "level.0": "level0",
      "default": "`default`",
    ]
    var entries = names.mapValues { _ in manual() }
    entries["…"] = manual()
    let text = try generate([catalog(in: folder, entries)], in: folder)
    for (key, identifier) in names {
      let literal = String(reflecting: key)
      #expect(
        text.contains("static var \(identifier): LocalizedStringResource {\n    LocalizedStringResource(\(literal), "),
        "\(key) → \(identifier)\n\(text)")
    }
    #expect(text.contains("// No symbol for …: no letter or digit to name a symbol."), "\(text)")
  }

  /// Format arguments → function parameters: unnamed ones `_ arg1`, named placeholders and
  /// substitutions labelled, typed by their specifiers, from the English value (or the key
  /// when English has none), and the default value the arguments alone, in order.
  @Test func argumentsBecomeParameters() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let substitution = """
      {"extractionState" : "manual", "localizations" : {"en" : {
        "stringUnit" : {"state" : "translated", "value" : "%#@done@ of %#@total@"},
        "substitutions" : {
          "done" : {"argNum" : 1, "formatSpecifier" : "lld", "variations" : {"plural" : {
            "one" : {"stringUnit" : {"state" : "translated", "value" : "%arg task"}},
            "other" : {"stringUnit" : {"state" : "translated", "value" : "%arg tasks"}}}}},
          "total" : {"argNum" : 2, "formatSpecifier" : "lld", "variations" : {"plural" : {
            "other" : {"stringUnit" : {"state" : "translated", "value" : "%arg"}}}}}}}}}
      """
    let plural = """
      {"extractionState" : "manual", "localizations" : {"en" : {"variations" : {"plural" : {
        "one" : {"stringUnit" : {"state" : "translated", "value" : "%lld file"}},
        "other" : {"stringUnit" : {"state" : "translated", "value" : "%lld files"}}}}}}}
      """
    let text = try generate(
      [
        catalog(
          in: folder,
          [
            "feed.subtitle": manual("%1$(friendsPosts)lld – %2$(curatedPosts)lld"),
            "greeting": manual("Hello, %(name)@! You have %(count)lld new"),
            "%lld items in %@": manual(),
            "error.detail": manual("%@: %@"),
            "price": manual("%.2lf %@ %llu %d %u %f"),
            "tasks": substitution,
            "%lld files": plural,
            "swapped": manual("%2$@ before %1$lld"),
          ])
      ], in: folder)
    for line in [
      "static func feedSubtitle(friendsPosts: Int, curatedPosts: Int) -> LocalizedStringResource {",
      "LocalizedStringResource(\"feed.subtitle\", defaultValue: "
        + "\"\\(friendsPosts, specifier: \"%lld\")\\(curatedPosts, specifier: \"%lld\")\", "
        + "table: \"Localizable\", bundle: .main)",
      "static func greeting(name: String, count: Int) -> LocalizedStringResource {",
      "defaultValue: \"\\(name)\\(count, specifier: \"%lld\")\"",
      "static func itemsIn(_ arg1: Int, _ arg2: String) -> LocalizedStringResource {",
      "LocalizedStringResource(\"%lld items in %@\", defaultValue: \"\\(arg1, specifier: \"%lld\")\\(arg2)\"",
      "static func errorDetail(_ arg1: String, _ arg2: String) -> LocalizedStringResource {",
      "static func price(_ arg1: Double, _ arg2: String, _ arg3: UInt, _ arg4: Int32, _ arg5: UInt32, _ arg6: Float)",
      "defaultValue: \"\\(arg1, specifier: \"%.2lf\")\\(arg2)\\(arg3, specifier: \"%llu\")"
        + "\\(arg4, specifier: \"%d\")\\(arg5, specifier: \"%u\")\\(arg6, specifier: \"%f\")\"",
      "static func tasks(done: Int, total: Int) -> LocalizedStringResource {",
      "static func files(_ arg1: Int) -> LocalizedStringResource {",
      "static func swapped(_ arg1: Int, _ arg2: String) -> LocalizedStringResource {",
    ] {
      #expect(text.contains(line), "\(line)\n\(text)")
    }
  }

  /// Only entries managed by hand get symbols, and not those whose symbol is turned off;
  /// the comment is the symbol's documentation, as in Xcode's file.
  @Test func onlyManualKeysGetSymbols() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try generate(
      [
        catalog(
          in: folder,
          [
            "Extracted": "{\"extractionState\" : \"extracted_with_value\"}",
            "Unmarked": "{}",
            "Stale": "{\"extractionState\" : \"stale\"}",
            "Turned off": "{\"extractionState\" : \"manual\", \"generatesSymbol\" : false}",
            "Kept": "{\"extractionState\" : \"manual\", \"comment\" : \"A kept key.\"}",
          ])
      ], in: folder)
    #expect(text.contains("static var kept: LocalizedStringResource"), "\(text)")
    #expect(text.contains("A kept key.\n"), "\(text)")
    #expect(text.contains("Localized string for key “Kept” in table “Localizable.xcstrings”."), "\(text)")
    for gone in ["extracted", "unmarked", "stale", "turnedOff"] {
      #expect(!text.contains(gone), "\(gone)\n\(text)")
    }
  }

  /// `Localizable` is the default table: its symbols are `LocalizedStringResource`'s own;
  /// another table's are in an enum of its name (`.Onboarding.title`). A name the app's
  /// files declare on `LocalizedStringResource` themselves is left out, and so is a table
  /// whose enum they declare.
  @Test func otherTablesAreNamespacesAndTheAppsOwnNamesAreLeftOut() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let main = try catalog(in: folder, ["title": manual("Title"), "app.name": manual("Notes")])
    let onboarding = try catalog("Onboarding", in: folder, ["title": manual("Get started")])
    let text = try generate([main, onboarding], in: folder)
    #expect(text.contains("extension LocalizedStringResource {\n  /**"), "\(text)")
    #expect(
      text.contains(
        "  /// Namespace for strings in file “Onboarding.xcstrings”.\n  enum Onboarding {\n    /**"), "\(text)")
    #expect(text.contains("LocalizedStringResource(\"title\", table: \"Onboarding\", bundle: .main)"), "\(text)")
    #expect(text.contains("LocalizedStringResource(\"title\", table: \"Localizable\", bundle: .main)"), "\(text)")

    let own = folder.appendingPathComponent("Strings.swift")
    try Data(
      """
      import Foundation

      extension LocalizedStringResource {
        static let appName = LocalizedStringResource("app.name")
        enum Onboarding {
          static let title = LocalizedStringResource("title", table: "Onboarding")
        }
      }

      """.utf8
    ).write(to: own)
    let left = try generate([main, onboarding], sources: [own], in: folder)
    #expect(!left.contains("static var appName"), "\(left)")
    #expect(left.contains("static var title"), "a member of the app's nested enum is not the table's: \(left)")
    #expect(!left.contains("enum Onboarding"), "\(left)")
  }

  @Test func aMalformedCatalogIsAnErrorNamingTheFile() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = folder.appendingPathComponent("Broken.xcstrings")
    try Data("{ not json".utf8).write(to: broken)
    let run = try cli.run("vellum-asset-symbols", ["out.swift", broken.path], in: folder)
    #expect(run.code == 1 && run.err.contains("Broken.xcstrings"), "\(run.err)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.swift").path))
  }

  /// `vellum preview`'s generation: the string catalogs under the previewed folder, in one
  /// file, next to the asset symbols; a second catalog of a table's name (an extension's own
  /// `Localizable`) adds its other keys, so the file still compiles.
  @Test func previewedFoldersGetTheirCatalogsSymbols() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("App/Resources")
    let widget = folder.appendingPathComponent("App/Widget")
    for made in [app, widget] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
    _ = try catalog(in: app, ["welcome.title": manual("Welcome")])
    _ = try catalog("Shop", in: app, ["cart.total": manual("Total: %@")])
    _ = try catalog(in: widget, ["welcome.title": manual("Hi"), "widget.title": manual("Today")])
    _ = try catalog("Shop", in: widget, ["cart.count": manual("%lld items")])
    let generator = CommandLineTests.binaries.appendingPathComponent("vellum-asset-symbols")
    try #require(FileManager.default.isExecutableFile(atPath: generator.path), "build first: \(generator.path)")
    let resources = PreviewResources(paths: [folder.appendingPathComponent("App").path])
    #expect(
      resources.strings.map(\.lastPathComponent) == ["Localizable.xcstrings", "Shop.xcstrings"] + [
        "Localizable.xcstrings", "Shop.xcstrings",
      ])
    let generated = folder.appendingPathComponent("generated")
    let result = resources.generatedSources(for: [], in: generated, tools: generator.deletingLastPathComponent())
    #expect(result.problems.isEmpty, "\(result.problems)")
    let text = try String(
      contentsOf: generated.appendingPathComponent("GeneratedStringSymbols.swift"), encoding: .utf8)
    #expect(text.contains("static var welcomeTitle: LocalizedStringResource"), "\(text)")
    #expect(text.contains("enum Shop {") && text.contains("static func cartTotal(_ arg1: String)"), "\(text)")
    #expect(text.components(separatedBy: "static var welcomeTitle").count == 2, "once: \(text)")
    #expect(text.contains("// No symbol for welcome.title: welcomeTitle is an earlier catalog's."), "\(text)")
    #expect(text.contains("static var widgetTitle"), "\(text)")
    #expect(
      text.contains("extension LocalizedStringResource.Shop {\n  /**")
        && text.contains("static func cartCount(_ arg1: Int)"),
      "\(text)")
  }

  func shown(_ locale: String) throws -> String {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: locale)
    return try ImageRenderer().displayList(StringSymbolScreen(), size: .unspecified, environment: environment)
      .displayList.description
  }

  /// The fixture's screen, written with generated symbols, drawn in German and in English:
  /// each symbol draws its catalog's translation, arguments in their places (named,
  /// reordered, plural, a substitution), and `String(localized:)` of a symbol while drawing
  /// translates into the render's locale.
  @Test func generatedSymbolsDrawTheirTranslationsInTheLocale() throws {
    let german = try shown("de_DE")
    for text in [
      "Willkommen", "Hallo, Ada!", "12 Nachrichten, 3 ungelesen", "1 Foto", "5 Fotos", "Los geht’s",
      "Noch 1 Schritt", "Noch 4 Schritte", "[Willkommen]",
    ] {
      #expect(german.contains("\"\(text)\""), "\(text)\n\(german)")
    }
    let english = try shown("en_US")
    for text in [
      "Welcome", "Hello, Ada!", "3 unread of 12", "1 photo", "5 photos", "Get started", "1 step left",
      "4 steps left", "[Welcome]",
    ] {
      #expect(english.contains("\"\(text)\""), "\(text)\n\(english)")
    }
    #expect(!english.contains("Willkommen"), "\(english)")
    // Outside a render, in Vellum's device locale, unless the resource's locale is set.
    var resource = welcomeTitleResource
    #expect(String(localized: resource) == "Welcome")
    resource.locale = Locale(identifier: "de_DE")
    #expect(String(localized: resource) == "Willkommen")
  }

  /// `vellum preview` of an app folder whose files use generated string symbols: they
  /// compile, and read the folder's catalog (German, as the resource's locale is set); a
  /// widget's own `Localizable` catalog beside the app's, with a key of the same name, adds its
  /// other keys.
  @Test(.tags(.slow), .fullTier, .timeLimit(.minutes(20)))
  func vellumPreviewGivesAFolderItsCatalogsSymbols() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("App")
    let resources = app.appendingPathComponent("Resources")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    let german = #"{"extractionState" : "manual", "localizations" : {"#
    _ = try catalog(
      in: resources,
      [
        "welcome.title": german + #""de" : {"stringUnit" : {"state" : "translated", "value" : "Willkommen"}}, "#
          + #""en" : {"stringUnit" : {"state" : "translated", "value" : "Welcome"}}}}"#,
        "visits": german + #""de" : {"stringUnit" : {"state" : "translated", "value" : "%(count)lld Besuche"}}, "#
          + #""en" : {"stringUnit" : {"state" : "translated", "value" : "%(count)lld visits"}}}}"#,
      ])
    let widget = app.appendingPathComponent("Widget")
    try FileManager.default.createDirectory(at: widget, withIntermediateDirectories: true)
    _ = try catalog(in: widget, ["welcome.title": manual("Hi"), "widget.title": manual("Today")])
    _ = try catalog("Extras", in: widget, ["extra": manual("More")])
    _ = try catalog("Extras", in: resources, ["extra": manual("More"), "other": manual("Other")])
    try Data(
      """
      import SwiftUI

      struct Check: View {
        var body: some View {
          var title = LocalizedStringResource.welcomeTitle
          title.locale = Locale(identifier: "de_DE")
          var visits = LocalizedStringResource.visits(count: 3)
          visits.locale = Locale(identifier: "de_DE")
          return String(localized: title) == "Willkommen" && String(localized: visits) == "3 Besuche"
            ? Color.green : Color.red
        }
      }

      #Preview("Symbols", traits: .fixedLayout(width: 10, height: 10)) { Check() }
      #Preview("Text") {
        VStack {
          Text(.welcomeTitle)
          Button(.visits(count: 2)) {}
          Text(.widgetTitle)
          Text(.Extras.extra)
          Text(.Extras.other)
        }
      }

      """.utf8
    ).write(to: app.appendingPathComponent("Greeting.swift"))
    let run = try cli.run("vellum", ["preview", "App", "--out", "out", "--scheme", "light"], in: folder)
    #expect(run.code == 0, "\(run.out)\(run.err)")
    let image = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("out/Symbols.light@2x.png"))).image
    #expect(image[10, 10].g > 150 && image[10, 10].r < 120, "the catalog's German strings: \(image[10, 10])")
  }
}
