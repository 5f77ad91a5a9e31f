import Vellum

/// Bitwarden's four-tab root: a TabView whose tabs each hold an empty NavigationStack (the render
/// shows an empty bar at the top), tinted with the brand blue.
struct BwTabBar: View {
  var selection: String

  var body: some View {
    TabView(selection: .constant(selection)) {
      tab("My vault", systemImage: "lock")
      tab("Send", systemImage: "paperplane")
      tab("Generator", systemImage: "arrow.triangle.2.circlepath")
      tab("Settings", systemImage: "gearshape")
    }
    .tint(Color.bitwardenTint)
  }

  private func tab(_ title: String, systemImage: String) -> some View {
    NavigationStack {
      // The snapshot's content is empty (transparent in the PNG).
      Color.clear
        .navigationBarTitleDisplayMode(.inline)
        .toolbarBackground(Color.bitwardenBarBackground, for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar)
        // Bitwarden's standard (opaque) tab bar appearance, also at the scroll edge.
        .toolbarBackground(Color.bitwardenBarBackground, for: .tabBar)
        .toolbarBackground(.visible, for: .tabBar)
    }
    .tabItem { Label(title, systemImage: systemImage) }
    .tag(title)
  }
}

/// `bw-tabbar-send-light`: the tab bar with "Send" selected, light, 393 x 852 with no safe area.
let bwTabBarSendLight = ConformanceCase(
  "bw-tabbar-send-light", width: 393, height: 852, safeArea: EdgeInsets(), dynamicTypeSize: .large,
  knownDifference:
    "the symbols' ink differs (Material stand-ins for lock, paperplane, the circling arrows and the gear), so the "
    + "items' ink boxes are measured in another order; the selected item's extent 2 pt shorter"
) { BwTabBar(selection: "Send") }

/// `bw-tabbar-generator-dark`: the tab bar with "Generator" selected, dark, 393 x 852 with no safe area.
let bwTabBarGeneratorDark = ConformanceCase(
  "bw-tabbar-generator-dark", width: 393, height: 852, safeArea: EdgeInsets(), colorScheme: .dark,
  dynamicTypeSize: .large,
  knownDifference: "window drawn black where iOS content is clear (the PNG is measured over white), so the bars' "
    + "hairlines and bands are read differently; the symbols' ink differs (Material stand-ins)"
) { BwTabBar(selection: "Generator") }
