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
        // UIKit's opaque tab bar appearance, also at the scroll edge: the system background
        // (white; black in dark, where the navigation bar is Bitwarden's #1C1C1E).
        .toolbarBackground(Color(uiColor: .systemBackground), for: .tabBar)
        .toolbarBackground(.visible, for: .tabBar)
    }
    .tabItem { Label(title, systemImage: systemImage) }
    .tag(title)
  }
}

/// `bw-tabbar-send-light`: the tab bar with "Send" selected, light, 393 x 852 with no safe area.
let bwTabBarSendLight = ConformanceCase(
  "bw-tabbar-send-light", width: 393, height: 852, safeArea: EdgeInsets(), dynamicTypeSize: .large, opaque: false,
  knownDifference:
    "the tab icons are the app's assets, drawn with Material stand-ins for `lock`, `paperplane`, "
    + "`arrow.triangle.2.circlepath` and `gearshape` whose ink differs (the lock 1 pt taller, the selected paper "
    + "plane 21 × 18 where iOS's is 20 × 20), so the tool lists the items' ink boxes in another order; Inter sets "
    + "“My vault” 1.3 pt wider; the titles sit on iOS's baseline"
) { BwTabBar(selection: "Send") }

/// `bw-tabbar-generator-dark`: the tab bar with "Generator" selected, dark, 393 x 852 with no safe area.
let bwTabBarGeneratorDark = ConformanceCase(
  "bw-tabbar-generator-dark", width: 393, height: 852, safeArea: EdgeInsets(), colorScheme: .dark,
  dynamicTypeSize: .large, opaque: false,
  knownDifference: "the tab icons are the app's assets, drawn with Material stand-ins whose ink differs (the "
    + "selected generator icon 16 × 22 where iOS's is a 20 × 20 disc, the lock 1 pt taller); Inter sets “My vault” "
    + "1.3 pt wider; the bars, the clear content and the titles are within 1 pt"
) { BwTabBar(selection: "Generator") }
