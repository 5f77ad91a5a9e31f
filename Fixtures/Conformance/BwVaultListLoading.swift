import Vellum

/// `bw-vault-list-loading`: "My vault" with a large title, an always-visible search drawer and a
/// "+" item, while the vault loads: a default ProgressView centred on the grey page.
let bwVaultListLoading = ConformanceCase(
  "bw-vault-list-loading", safeArea: .bitwarden,
  knownDifference:
    "Inter Display's bold sets the large title “My vault” 4.7 pt wider than SF Pro, and its “y” "
    + "reaches 1.7 pt lower"
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
