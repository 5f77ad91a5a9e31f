import Vellum

// A four-tab TabView with the tab bar, as iOS 17/18 draws it at rest (Sources/Vellum/Tabs).

#Preview("FourTabs") {
  @Previewable @State var selection = 1
  TabView(selection: $selection) {
    Text("Listen Now")
      .tabItem { Label("Listen Now", systemImage: "heart.fill") }
      .tag(0)
    NavigationStack {
      List {
        Label("Recently Added", systemImage: "star.fill")
        Label("Artists", systemImage: "person.fill")
        Label("Albums", systemImage: "square.fill")
      }
      .navigationTitle("Library")
    }
    .tabItem { Label("Library", systemImage: "house") }
    .tag(1)
    Text("Notifications")
      .tabItem { Label("Alerts", systemImage: "bell.fill") }
      .badge(3)
      .tag(2)
    Text("Search")
      .tabItem {
        Image(systemName: "magnifyingglass")
        Text("Search")
      }
      .tag(3)
  }
}

#Preview("PagedTabs") {
  TabView {
    Color.indigo.overlay { Text("Page one").font(.title).foregroundStyle(.white) }
    Color.teal
    Color.orange
  }
  .tabViewStyle(.page)
}
