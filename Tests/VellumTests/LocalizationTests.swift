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
}
