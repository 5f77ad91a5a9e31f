import Vellum

/// `bw-two-factor-duo-ax5`: the Duo two-step login sheet at Dynamic Type AX5: inline "Duo" bar with
/// xmark and a vertical-ellipsis menu, centred wrapped text, a "Remember me" Toggle and a filled button.
let bwTwoFactorDuoAX5 = ConformanceCase(
  "bw-two-factor-duo-ax5", safeArea: .bitwarden, dynamicTypeSize: .accessibility5,
  knownDifference:
    "Inter sets the AX5 paragraph wider than SF Pro, so it wraps differently and what follows is 4-5 pt "
    + "low; the vertical ellipsis stand-in is 17.67 tall (iOS 14.33); button 96 vs 91 tall"
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
