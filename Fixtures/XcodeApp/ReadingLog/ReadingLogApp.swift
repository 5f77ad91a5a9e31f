import SwiftData
import SwiftUI

@main
struct ReadingLogApp: App {
  @StateObject private var library = Library()
  @Environment(\.scenePhase) private var scenePhase

  var body: some Scene {
    WindowGroup {
      ContentView()
        .environmentObject(library)
    }
    .onChange(of: scenePhase) { _, phase in
      if phase == .background { library.save() }
    }
    .modelContainer(for: ReadingNote.self)
    #if os(macOS)
      Settings {
        Text("Settings")
      }
    #endif
  }
}
