import Vellum

/// `bw-two-factor-duo-ax5`: the Duo two-step login sheet at Dynamic Type AX5: inline "Duo" bar with
/// xmark and a vertical-ellipsis menu, centred wrapped text, a "Remember me" Toggle and a filled button.
let bwTwoFactorDuoAX5 = ConformanceCase(
  "bw-two-factor-duo-ax5", safeArea: .bitwarden, dynamicTypeSize: .accessibility5,
  knownDifference:
    "Inter's wider third line breaks the AX5 paragraph “to finish” / “logging in.” where iOS fits "
    + "“to finish logging” / “in.”, so the paragraph's ink boxes measure as other boxes (its lines "
    + "wrap 64.5 pt apart as on iOS, the 53 pt body's 62 leading plus the style guide's 2.5 spacing: "
    + "baselines 167, 231.67, 296, 360.67 on both; the toggle and the button sit where iOS draws them)"
) {
  NavigationStack {
    ScrollView {
      VStack(spacing: 16) {
        Text("Follow the steps from Duo to finish logging in.")
          .styleGuide(.body)
          .multilineTextAlignment(.center)
          .foregroundStyle(Color.bitwardenTextPrimary)

        BitwardenToggle(title: "Remember me", isOn: false)

        Button("Launch Duo") {}
          .buttonStyle(.primary())
      }
      .padding(16)
    }
    .bitwardenPage()
    .bitwardenNavigationBar("Duo")
    .toolbar {
      BitwardenToolbarIcon.cancel
      ToolbarItem(placement: .topBarTrailing) {
        Menu {
          Button("Use another two-step login method") {}
        } label: {
          // The app's options menu is labelled with its vertical kabob asset as a 19 pt toolbar icon.
          BitwardenKabob(axis: .vertical, size: 19)
        }
      }
    }
  }
  .tint(Color.bitwardenTint)
}
