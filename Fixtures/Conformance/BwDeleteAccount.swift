import Vellum

/// `bw-delete-account`: a red warning icon, headline and paragraph, then a destructive filled
/// button and a grey "Cancel" button.
let bwDeleteAccount = ConformanceCase(
  "bw-delete-account", safeArea: .bitwarden,
  knownDifference:
    "the warning icon is a Material stand-in (ink 24 × 22 pt, iOS's asset 24 × 19.67); the paragraph is "
    + "leading-aligned and its lines sit on iOS's baselines, but its second line's ink spans the middle of "
    + "the screen, so the tool compares that line's centre, which Inter's narrower words move 2.3 pt"
) {
  ScrollView {
    VStack(alignment: .leading, spacing: 24) {
      // Bitwarden's warning-triangle asset.
      BitwardenIcon("exclamationmark.triangle", size: 24)
        .foregroundStyle(Color.bitwardenRed)

      Text("Deleting your account is permanent")
        .styleGuide(.headline)
        .fontWeight(.semibold)
        .foregroundStyle(Color.bitwardenRed)

      Text("Your account and all vault data will be erased and unrecoverable. Are you sure you want to continue?")
        .styleGuide(.subheadline)
        .foregroundStyle(Color.bitwardenTextSecondary)

      VStack(spacing: 12) {
        Button("Delete account") {}
          .buttonStyle(.primary(destructive: true))
        Button("Cancel") {}
          .buttonStyle(.tertiary(destructive: true))
      }
    }
    .padding(16)
  }
  .bitwardenPage()
}
