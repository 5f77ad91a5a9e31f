import Vellum

/// `bw-two-factor-duo-ax5`: the Duo two-step login sheet at Dynamic Type AX5: inline "Duo" bar with
/// xmark and a vertical-ellipsis menu, centred wrapped text, a "Remember me" Toggle and a filled button.
let bwTwoFactorDuoAX5 = ConformanceCase(
  "bw-two-factor-duo-ax5", safeArea: .bitwarden, dynamicTypeSize: .accessibility5,
  knownDifference:
    "the AX5 paragraph (53 pt body, the style guide's 2.5 pt line spacing) wraps its lines 65.67 pt "
    + "apart, iOS 64.33: Vellum adds the spacing to the 63.25 pt natural line in full, iOS about 1.1 "
    + "(at 16 pt both give 21.67), so after three gaps the toggle is 4.3 and the button 4.7 pt lower; "
    + "Inter's wider third line also breaks “to finish” / “logging in.” where iOS fits “to finish "
    + "logging” / “in.”, so the paragraph's ink boxes measure as other boxes"
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
