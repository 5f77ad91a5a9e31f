import Vellum

/// `bw-vault-list-loading`: "My vault" with a large title, an always-visible search drawer and a
/// "+" item, while the vault loads: a default ProgressView centred on the grey page.
let bwVaultListLoading = ConformanceCase(
  "bw-vault-list-loading", safeArea: .bitwarden,
  knownDifference: "search field 7 pt lower and 36 vs 34.33 tall; hairline 1.3 pt lower, #BDBDC2 vs #A9A9AC"
) {
  NavigationStack {
    ProgressView()
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .bitwardenPage()
      .bitwardenNavigationBar("My vault", displayMode: .large)
      .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
      .toolbar {
        BitwardenToolbarIcon.add
      }
  }
  .tint(Color.bitwardenTint)
}
