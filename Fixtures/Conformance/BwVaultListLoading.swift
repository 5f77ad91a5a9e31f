import Vellum

/// `bw-vault-list-loading`: "My vault" with a large title, an always-visible search drawer and a
/// "+" item, while the vault loads: a default ProgressView centred on the grey page.
let bwVaultListLoading = ConformanceCase(
  "bw-vault-list-loading", safeArea: .bitwarden,
  knownDifference:
    "the ProgressView spinner differs (its ink measured as two boxes); Inter sets the large title "
    + "4.7 pt wider"
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
