import Vellum

/// Bitwarden's "Select language" sheet: inline bar with an xmark, one long card of language rows
/// with a checkmark on the selected "Default (System)".
struct BwSelectLanguage: View {
  static let languages = [
    "Afrikaans", "Беларуская", "Български", "Català", "Čeština", "Dansk", "Deutsch", "Ελληνικά", "English",
    "English (United Kingdom)", "Esperanto", "Español", "Eesti",
  ]

  var body: some View {
    NavigationStack {
      ScrollView {
        VStack(spacing: 0) {
          SettingsListItem(name: "Default (System)") {
            Image(systemName: "checkmark")
          }
          ForEach(Self.languages, id: \.self) { language in
            SettingsListItem(name: language)
          }
        }
        .cornerRadius(10)
        .padding(16)
      }
      .bitwardenPage()
      .bitwardenNavigationBar("Select language")
      .toolbar { BitwardenToolbarIcon.cancel }
    }
    .tint(Color.bitwardenTint)
  }
}

/// `bw-select-language`: the language list in light mode.
let bwSelectLanguage = ConformanceCase(
  "bw-select-language", safeArea: .bitwarden,
  knownDifference:
    "the selected row's checkmark is an asset (16.67 × 15.67 pt of ink ending at x 355.33); the "
    + "`checkmark` symbol stands in (14.33 × 10.67); the title's ink is Inter's width"
) { BwSelectLanguage() }

/// `bw-select-language-dark`: the language list in dark mode.
let bwSelectLanguageDark = ConformanceCase(
  "bw-select-language-dark", safeArea: .bitwarden, colorScheme: .dark,
  knownDifference:
    "the selected row's checkmark is an asset (16.67 × 15.67 pt of ink); the `checkmark` symbol "
    + "stands in (14.33 × 10.67), and the xmark and title measure in another order"
) {
  BwSelectLanguage()
}
