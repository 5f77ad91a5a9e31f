import Vellum

/// Bitwarden's "Account security" settings: uppercase headers, cards of rows with trailing values
/// and an external-link icon, and free-standing unlock toggles.
struct BwAccountSecurity: View {
  /// Whether biometrics are available (the dark render adds "Unlock with Face ID", on).
  var faceID = false

  var body: some View {
    ScrollView {
      VStack(spacing: 20) {
        BitwardenSection(title: "Approve login requests") {
          SettingsListItem(name: "Pending login requests", hasDivider: false)
            .cornerRadius(10)
        }

        BitwardenSection(title: "Unlock options", spacing: 16) {
          VStack(spacing: 24) {
            if faceID {
              unlockToggle("Unlock with Face ID", isOn: true)
            }
            unlockToggle("Unlock with PIN code", isOn: false)
          }
        }

        BitwardenSection(title: "Session timeout") {
          // The session-timeout rows are menus; their card measures #3A3A3C in the dark render
          // (white in light), lighter than the other cards.
          let menuBackground = Color.adaptive(0xFFFFFF, 0x3A3A3C)
          VStack(spacing: 0) {
            SettingsListItem(name: "Session timeout", background: menuBackground) {
              Text(faceID ? "Custom" : "Immediately")
            }
            if faceID {
              SettingsListItem(name: "Custom", background: menuBackground) { Text("00:01") }
            }
            SettingsListItem(name: "Session timeout action", hasDivider: false, background: menuBackground) {
              Text("Lock")
            }
          }
          .cornerRadius(10)
        }
        .padding(.top, 8)

        BitwardenSection(title: "Other") {
          VStack(spacing: 0) {
            SettingsListItem(name: "Account fingerprint phrase")
            SettingsListItem(name: "Two-step login") {
              // Bitwarden's external-link asset (a square with an arrow, ~20 pt).
              BitwardenIcon("arrow.up.right")
            }
            SettingsListItem(name: "Lock now")
            SettingsListItem(name: "Log out")
            SettingsListItem(name: "Delete account", hasDivider: false)
          }
          .cornerRadius(10)
        }
      }
      .padding(16)
    }
    .bitwardenPage()
  }

  private func unlockToggle(_ title: String, isOn: Bool) -> some View {
    BitwardenToggle(title: title, isOn: isOn)
  }
}

/// `bw-account-security`: the screen in light mode, one unlock toggle (off).
let bwAccountSecurity = ConformanceCase("bw-account-security", safeArea: .bitwarden) {
  BwAccountSecurity()
}

/// `bw-account-security-dark`: the screen in dark mode with Face ID (on) and PIN (off) toggles and a
/// three-row session-timeout card.
let bwAccountSecurityDark = ConformanceCase(
  "bw-account-security-dark", safeArea: .bitwarden, colorScheme: .dark,
  knownDifference:
    "the off switch: iOS's knob measures 26.86 pt tall (Vellum's 27), so the measuring tool's "
    + "rim removal splits iOS's switch into two ink boxes (the track's left cap apart) and "
    + "leaves Vellum's one; the rest of the screen is within 1 pt"
) {
  BwAccountSecurity(faceID: true)
}
