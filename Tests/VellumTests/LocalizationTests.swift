import Foundation
import Testing
import Vellum
import VellumCairo

/// `Text("key")` looked up in `.strings` and `.xcstrings` tables for `\.locale`, with
/// interpolations filling the translation's specifiers.
@Suite(.serialized)
struct LocalizationTests {
  static let german = Locale(identifier: "de_DE")

  func shown<V: View>(_ view: V, _ locale: Locale = german) throws -> (String, [String]) {
    var environment = EnvironmentValues()
    environment.locale = locale
    let result = try ImageRenderer().displayList(view, size: .unspecified, environment: environment)
    return (result.displayList.description, result.diagnostics)
  }

  @Test func stringsTablesTranslateForTheLocale() throws {
    let view = VStack {
      Text("Settings", bundle: .module)
      Text("Not translated", bundle: .module)
    }
    let (german, _) = try shown(view)
    #expect(german.contains("\"Einstellungen\""), "\(german)")
    #expect(german.contains("\"Not translated\""), "a missing key shows the key: \(german)")
    let (french, _) = try shown(view, Locale(identifier: "fr_CA"))
    #expect(french.contains("\"Réglages\""), "fr_CA falls back to fr: \(french)")
    let (english, _) = try shown(view, Locale(identifier: "en_US"))
    #expect(english.contains("\"Settings\""), "\(english)")
  }

  @Test func interpolationsFillSpecifiersAlsoPositional() throws {
    let name = "Ada"
    let count = 1234
    let view = VStack {
      Text("Hello \(name)", bundle: .module)
      Text("\(count) items", bundle: .module)
      Text("\(name) sent \(3) photos", bundle: .module)
      Text("Price: \(4.5, specifier: "%.2f")", bundle: .module)
      Text("Ratio \(0.5)")
      Text("100% of \(name)")
    }
    let (german, _) = try shown(view)
    #expect(german.contains("\"Hallo Ada\""), "\(german)")
    #expect(german.contains("\"1.234 Artikel\""), "integers in the locale, as iOS groups them: \(german)")
    #expect(german.contains("\"3 Fotos von Ada\""), "positional specifiers reorder: \(german)")
    #expect(german.contains("\"Preis: 4,50\""), "\(german)")
    #expect(german.contains("\"Ratio 0,500000\""), "a Double is %lf, as SwiftUI shows it: \(german)")
    #expect(german.contains("\"100% of Ada\""), "a literal percent sign survives: \(german)")
  }

  @Test func markdownInTranslationsAndEscapedArguments() throws {
    let stars = "**not bold**"
    let (german, _) = try shown(
      VStack {
        Text("Welcome **back**", bundle: .module)
        Text("Say \(stars)")
      })
    #expect(german.contains("\"Willkommen zurück\""), "\(german)")
    #expect(german.contains("\"Say **not bold**\""), "an interpolated string is not Markdown: \(german)")
  }

  @Test func stringCatalogsWithPluralsAndTableNames() throws {
    let view = VStack {
      Text("Cart", tableName: "Shop", bundle: .module)
      Text("\(1) items in your cart", tableName: "Shop", bundle: .module)
      Text("\(3) items in your cart", tableName: "Shop", bundle: .module)
    }
    let (german, _) = try shown(view)
    #expect(german.contains("\"Warenkorb\""), "\(german)")
    #expect(german.contains("\"1 Artikel im Warenkorb\""), "\(german)")
    let (english, _) = try shown(view, Locale(identifier: "en_US"))
    #expect(english.contains("\"1 item in your cart\""), "\(english)")
    #expect(english.contains("\"3 items in your cart\""), "\(english)")
    #expect(english.contains("\"Cart\""), "no English entry: the key: \(english)")
    let (japanese, _) = try shown(Text("Cart", tableName: "Shop", bundle: .module), Locale(identifier: "ja_JP"))
    #expect(japanese.contains("\"カート\""), "\(japanese)")
  }

  @Test func aMissingNamedTableIsReported() throws {
    let (list, messages) = try shown(Text("Cart", tableName: "Nope", bundle: .module))
    #expect(list.contains("\"Cart\""))
    #expect(messages.contains { $0.contains("no localisation table \"Nope\"") }, "\(messages)")
  }

  @Test func translatedTextMeasuresAsItsTranslation() throws {
    var environment = EnvironmentValues()
    environment.textMeasurer = try ImageRenderer().text
    environment.locale = Self.german
    let translated = LayoutSnapshot(
      of: Text("Settings", bundle: .module), proposal: .unspecified, environment: environment)
    let written = LayoutSnapshot(of: Text(verbatim: "Einstellungen"), proposal: .unspecified, environment: environment)
    #expect(abs(translated.size.width - written.size.width) < 0.01)
    #expect(translated.frames(ofText: "Einstellungen").count == 1)
  }

  /// `LocalizedStringResource` (Foundation's, missing on Linux) in `Text`, `Button`, `Label`,
  /// `Toggle` and `LabeledContent`, looked up in the environment's locale; `String(localized:)`
  /// in the resource's own locale; a key with a default value; a convertible type.
  @Test func localizedStringResourcesTranslate() throws {
    enum Screen: CustomLocalizedStringResourceConvertible {
      case settings
      var localizedStringResource: LocalizedStringResource {
        LocalizedStringResource("Settings", bundle: .atURL(Bundle.module.bundleURL))
      }
    }
    let module = LocalizedStringResource.BundleDescription.atURL(Bundle.module.bundleURL)
    let count = 1234
    let items = LocalizedStringResource("\(count) items", bundle: module)
    let view = VStack {
      Text(Screen.settings.localizedStringResource)
      Text(items)
      Button(LocalizedStringResource("Hello \("Ada")", bundle: module)) {}
      Label(LocalizedStringResource("Settings", bundle: module), systemImage: "gear")
      LabeledContent(LocalizedStringResource("Settings", bundle: module), value: "On")
      Text(LocalizedStringResource("settings.title", defaultValue: "Settings (default)", bundle: module))
    }
    let (german, _) = try shown(view)
    #expect(german.components(separatedBy: "\"Einstellungen\"").count - 1 == 3, "\(german)")
    #expect(german.contains("\"1.234 Artikel\"") && german.contains("\"Hallo Ada\""), "\(german)")
    #expect(german.contains("\"Settings (default)\""), "a missing key shows the default value: \(german)")

    var resource = items
    #expect(String(localized: resource) == "1,234 items", "en_US unless the resource's locale is set")
    resource.locale = Self.german
    #expect(String(localized: resource) == "1.234 Artikel")
    let literal: LocalizedStringResource = "Plain \(2)"
    #expect(String(localized: literal) == "Plain 2" && literal.key == "Plain %lld")
  }

  /// A string literal picks the localised overload, as in SwiftUI: `Section("Settings")`,
  /// `.navigationTitle("Settings")`, `Toggle("Settings", …)` translate.
  @Test func literalTitlesAreLocalizationKeys() throws {
    let view = NavigationStack {
      List {
        Section("Settings") { Toggle("Settings", isOn: .constant(true)) }
      }
      .navigationTitle("Settings")
    }
    let (german, _) = try shown(view)
    #expect(!german.contains("\"Settings\"") && !german.contains("\"SETTINGS\""), "\(german)")
  }
}
