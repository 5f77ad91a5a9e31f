import Vellum

/// The Authenticator's settings screen: Data, Appearance (with a footer), Help and About
/// sections of SettingsListItem cards, and the copyright caption.
struct BwaSettingsView: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        BitwardenSection(title: "Data") {
          VStack(spacing: 0) {
            SettingsListItem(name: "Import")
            SettingsListItem(name: "Export")
            SettingsListItem(name: "Backup", hasDivider: false)
          }
          .cornerRadius(10)
        }
        .padding(.bottom, 32)

        BitwardenSection(title: "Appearance") {
          VStack(alignment: .leading, spacing: 8) {
            SettingsListItem(name: "Theme", hasDivider: false) {
              Text("Default (System)")
            }
            .cornerRadius(10)
            Text("Change the application's color theme.")
              .styleGuide(.subheadline)
              .foregroundStyle(BitwardenPalette.authenticator.textSecondary)
          }
        }
        .padding(.bottom, 32)

        BitwardenSection(title: "Help") {
          VStack(spacing: 0) {
            SettingsListItem(name: "Launch tutorial")
            SettingsListItem(name: "Bitwarden Help Center", hasDivider: false) {
              BitwardenIcon("arrow.up.right")
            }
          }
          .cornerRadius(10)
        }
        .padding(.bottom, 32)

        BitwardenSection(title: "About") {
          VStack(spacing: 0) {
            SettingsListItem(name: "Privacy Policy") {
              BitwardenIcon("arrow.up.right")
            }
            // The version row is a settings row like the others (SettingsView.swift at c466089),
            // its trailing copy icon a 22 pt row icon.
            SettingsListItem(name: "Version: 1.0.0 (1)", hasDivider: false) {
              BitwardenIcon("doc.on.doc")
            }
          }
          .cornerRadius(10)
        }
        .padding(.bottom, 16)

        Text("© Bitwarden Inc. 2015-2024")
          .styleGuide(.caption2)
          .foregroundStyle(BitwardenPalette.authenticator.textSecondary)
          .multilineTextAlignment(.center)
      }
      .padding(16)
    }
    .bitwardenPage()
    .environment(\.bitwardenPalette, .authenticator)
  }
}

/// `bwa-settings`: the settings screen, light.
let bwaSettings = ConformanceCase(
  "bwa-settings", safeArea: .bitwarden,
  knownDifference:
    "the last row's icon is a Material stand-in for the app's copy asset (ink 19 × 22, iOS 22 × 22); "
    + "the version text's ink box is 1.33 pt higher than iOS's because of its parentheses, not its "
    + "row (the source sets it in the same body style-guide row as the others, and its letters sit "
    + "on iOS's baseline, y 780): SF Pro's “(1)” reaches from 11.7 pt above the baseline to 2.7 "
    + "below, Inter's from 13 to 1.3"
) { BwaSettingsView() }

/// `bwa-settings-dark`: the settings screen in dark mode.
let bwaSettingsDark = ConformanceCase(
  "bwa-settings-dark", safeArea: .bitwarden, colorScheme: .dark,
  knownDifference:
    "the last row's icon is a Material stand-in for the app's copy asset (ink 19 × 22, iOS 22 × 22); "
    + "the version text's ink box is 1.33 pt higher than iOS's because of its parentheses, not its "
    + "row (the source sets it in the same body style-guide row as the others, and its letters sit "
    + "on iOS's baseline, y 780): SF Pro's “(1)” reaches from 11.7 pt above the baseline to 2.7 "
    + "below, Inter's from 13 to 1.3"
) {
  BwaSettingsView()
}

/// `bwa-settings-ax5`: the settings screen at Dynamic Type AX5 (tall rows, the theme value wrapping).
let bwaSettingsAX5 = ConformanceCase(
  "bwa-settings-ax5", safeArea: .bitwarden, dynamicTypeSize: .accessibility5,
  knownDifference:
    "Theme row: “Theme” takes its 156.7 pt and the value the rest, where Inter's “Default” (160 pt) "
    + "fits but SF Pro's does not, so iOS hyphenates the value over four lines (“De-” “fault” “(Sys-” "
    + "“tem)”) and Vellum over three (“Default” “(Sys-” “tem)”): the card is 197.3 tall (iOS 262, "
    + "which four lines 64.5 apart would give), so what follows is 64.7 pt higher and more of the "
    + "footer the screen cuts off shows (15 boxes below the card, iOS 5)"
) {
  BwaSettingsView()
}
