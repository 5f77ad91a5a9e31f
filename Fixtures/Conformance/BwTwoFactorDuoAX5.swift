import Vellum

/// `bw-two-factor-duo-ax5`: the Duo two-step login sheet at Dynamic Type AX5: inline "Duo" bar with
/// xmark and a vertical-ellipsis menu, centred wrapped text, a "Remember me" Toggle and a filled button.
let bwTwoFactorDuoAX5 = ConformanceCase(
  "bw-two-factor-duo-ax5", safeArea: .bitwarden, dynamicTypeSize: .accessibility5,
  knownDifference:
    "bar title and toolbar icons scale with AX5 (iOS keeps icons, title grows a "
    + "little); text wraps differently; button 96 vs 91 tall"
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
          Image(systemName: "ellipsis.vertical")
        }
      }
    }
  }
  .tint(Color.bitwardenTint)
}
