import Vellum

/// `bw-settings-root`: Bitwarden's settings root, one card of six chevron rows on the grey page.
let bwSettingsRoot = ConformanceCase(
  "bw-settings-root", safeArea: .bitwarden,
  knownDifference:
    "row pitch 1 pt taller than iOS (63.67 vs 62.67, grows to 6 pt at the last row); "
    + "chevron symbol ink 4.7 x 7.3 vs 6 x 12"
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

/// The 12 x 12 pt right-angle chevron of Bitwarden's navigation rows (an asset; the SF Symbol
/// stands in for it).
struct BitwardenChevron: View {
  var body: some View {
    BitwardenIcon("chevron.right", size: 12)
  }
}
