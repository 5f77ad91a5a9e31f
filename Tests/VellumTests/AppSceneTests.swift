import Foundation
import Testing
import VellumPreview

@testable import Vellum

/// The model an app makes and hands its window through the scene's environment.
final class DiscoveryAppModel: ObservableObject {
  @Published var greeting = "Hello from the app"
}

struct DiscoveryAppGreeting: View {
  @EnvironmentObject var model: DiscoveryAppModel
  @Environment(\.lineLimit) var lineLimit
  var body: some View {
    VStack {
      Text(model.greeting)
      Text("Lines \(lineLimit ?? 0)")
    }
  }
}

/// An app as an app file declares it: state made by the app, a window group with scene
/// modifiers, commands and a macOS-only settings window.
struct DiscoveryApp: App {
  @StateObject private var model = DiscoveryAppModel()
  @Environment(\.scenePhase) private var scenePhase

  var body: some Scene {
    WindowGroup {
      DiscoveryAppGreeting()
    }
    .environmentObject(model)
    .environment(\.lineLimit, 3)
    .onChange(of: scenePhase) { _, _ in }
    .commands {
      CommandMenu("Tools") { Button("Run") {} }
      CommandGroup(replacing: .newItem) {}
    }
    .defaultSize(width: 400, height: 300)
    .windowStyle(.hiddenTitleBar)
    Settings { Text("Settings") }
  }
}

@Suite struct AppSceneTests {
  func texts(_ view: some View) -> [String] {
    LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 393, height: 852)).description
      .split(separator: "\n").compactMap { line in
        line.range(of: "Text(\"").map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
      }
  }

  @MainActor func windowTexts(_ scene: some Scene) -> [[String]] {
    scene.windows.map { texts($0) }
  }

  @Test func anAppIsAPreviewNamedAfterItsTypeShowingItsFirstWindow() throws {
    let app = try #require(Preview.discovered(inModule: "VellumTests").first { $0.name == "DiscoveryApp" })
    #expect(app.canvas == .iPhone15, "an app fills the device")
    #expect(texts(app.view) == ["Hello from the app", "Lines 3"], "scene modifiers reach the window's views")
  }

  @Test @MainActor func theSceneBuilderKeepsWindowsInOrderAndLeavesOutSettings() {
    let flag = false
    @SceneBuilder var scenes: some Scene {
      WindowGroup { Text("Main") }
      Settings { Text("Settings") }
      if flag {
        WindowGroup("Hidden") { Text("Hidden") }
      }
      if #available(macOS 14, iOS 17, *) {
        Window("Inspector", id: "inspector") { Text("Inspector") }
      } else {
        WindowGroup { Text("Old") }
      }
    }
    #expect(windowTexts(scenes) == [["Main"], ["Inspector"]])
  }

  @Test @MainActor func aWindowGroupForValuesShowsItsWindowWithNoValue() {
    let scene = WindowGroup(for: Int.self) { $value in Text(value.map { "\($0)" } ?? "none") }
    #expect(windowTexts(scene) == [["none"]])
  }

  @Test @MainActor func anAppWithOnlySettingsShowsNothing() {
    struct SettingsOnly: Scene {
      var body: some Scene { Settings { Text("Settings") } }
    }
    #expect(SettingsOnly().windows.isEmpty)
  }
}
