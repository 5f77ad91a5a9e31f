import Foundation
import Testing
import Vellum
import VellumCairo

/// Foundation's `String(localized:)`, as view models and screens build their strings:
/// translated from the app's tables into the render's locale.
@Suite struct StringLocalizedTests {
  /// A collection screen whose names are built with `String(localized:comment:)`.
  struct Collections: View {
    var body: some View {
      VStack {
        Text(String(localized: "Settings", bundle: .module, comment: "the settings tab"))
        Text(String(localized: "Cinematic Shots", comment: "a collection's name"))
        Text(String(localized: "Hello \("Ada")", bundle: .module))
        Text(String(localized: "settings.key", defaultValue: "Settings (default)", bundle: .module))
      }
    }
  }

  func drawn(_ locale: Locale) throws -> String {
    var environment = EnvironmentValues()
    environment.locale = locale
    return try ImageRenderer().displayList(Collections(), size: .unspecified, environment: environment).displayList
      .description
  }

  @Test func stringsTranslateIntoTheRendersLocale() throws {
    let german = try drawn(Locale(identifier: "de_DE"))
    #expect(german.contains("\"Einstellungen\""), "\(german)")
    #expect(german.contains("\"Cinematic Shots\""), "a key no table has is its own value")
    #expect(german.contains("\"Hallo Ada\""), "interpolations fill the translation: \(german)")
    #expect(german.contains("\"Settings (default)\""), "the default value when no table has the key")
    let english = try drawn(Locale(identifier: "en_US"))
    #expect(english.contains("\"Settings\"") && english.contains("\"Hello Ada\""), "\(english)")
  }

  @Test func outsideARenderAndWithAnExplicitLocale() {
    #expect(String(localized: "Settings", bundle: .module) == "Settings", "Vellum's device locale, en_US")
    #expect(String(localized: "Settings", bundle: .module, locale: Locale(identifier: "de_DE")) == "Einstellungen")
    #expect(String(localized: "\(3) items", bundle: .module, locale: Locale(identifier: "en_US")) == "3 items")
  }
}
