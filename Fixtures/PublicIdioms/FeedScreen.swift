import Vellum

/// A screen using the older and UIKit-flavoured spellings public SwiftUI files still use.
struct FeedScreen: View {
  @StateObject private var model = FeedModel()
  @State private var password = ""
  @State private var volume = 40.0
  @State private var tab = 0
  let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    TabView(selection: $tab) {
      Tab("Feed", systemImage: "list.bullet", value: 0) { feed }.customizationID("feed")
      TabSection("More") {
        Tab("Settings", systemImage: "gear", value: 1) { settings }
      }
      .customizationBehavior(.reorderable, for: .sidebar)
    }
    .tabViewStyle(.sidebarAdaptable)
  }

  var feed: some View {
    NavigationStack {
      List {
        ForEach(model.visible) { post in Text(post.title) }
          .onDelete(perform: model.delete)
          .onMove(perform: model.move)
      }
      .frame(maxWidth: UIScreen.main.bounds.width)
      .scrollBounceBehavior(.basedOnSize)
      .onReceive(clock) { _ in }
      .onReceive(model.$query) { _ in UISelectionFeedbackGenerator().selectionChanged() }
      .navigationTitle("Feed")
    }
  }

  var settings: some View {
    Form {
      TextField("Search", text: $model.query, onEditingChanged: { _ in }, onCommit: {})
      SecureField("Password", text: $password, onCommit: {})
      Slider(value: $volume, in: 0...100, minimumValueLabel: Text("0"), maximumValueLabel: Text("100")) {
        Text("Volume")
      }
      Button("Open Settings") {
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        if let url = URL(string: UIApplication.openSettingsURLString) { UIApplication.shared.open(url) }
      }
    }
  }
}

#Preview { FeedScreen() }
