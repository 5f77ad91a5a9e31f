import Vellum

/// `bw-settings-root`: Bitwarden's settings root, one card of six chevron rows on the grey page.
let bwSettingsRoot = ConformanceCase(
  "bw-settings-root", safeArea: .bitwarden
) {
  ScrollView {
    VStack(spacing: 0) {
      ForEach(["Account security", "Auto-fill", "Vault", "Appearance", "Other"], id: \.self) { name in
        SettingsListItem(name: name) { BitwardenChevron() }
      }
      SettingsListItem(name: "About", hasDivider: false) { BitwardenChevron() }
    }
    .cornerRadius(10)
    .padding(16)
  }
  .bitwardenPage()
}

/// The 12 x 12 pt right-angle chevron of Bitwarden's navigation rows, an asset, with the ink
/// iOS draws (6 x 12, 2.33 pt inside the frame's right edge).
struct BitwardenChevron: View {
  var body: some View {
    BitwardenAngleAsset(
      points: [CGPoint(x: 4.42, y: 0.75), CGPoint(x: 8.92, y: 6), CGPoint(x: 4.42, y: 11.25)], size: 12)
  }
}
