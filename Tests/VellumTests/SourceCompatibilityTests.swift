import Foundation
import Testing

/// SwiftUI files compile in both language modes, through the real compiler and Vellum's
/// macro plugin, as a user's package would compile them.
@Suite(.tags(.slow), .fullTier) struct SourceCompatibilityTests {
  static let root = CommandLineTests.root
  static let binaries = CommandLineTests.binaries

  /// Type-checks `files` against the built `Vellum` module in a Swift language mode.
  func typecheck(_ files: [URL], mode: Int) throws -> CommandLineTests.Run {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-swiftc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let plugin = Self.binaries.appendingPathComponent("VellumMacros-tool").path
    return try CommandLineTests().run(
      "/usr/bin/env",
      [
        "swiftc", "-typecheck", "-swift-version", "\(mode)", "-I", Self.binaries.appendingPathComponent("Modules").path,
        "-load-plugin-executable", "\(plugin)#VellumMacros",
      ] + files.map(\.path), in: folder, absolute: true)
  }

  func swiftFiles(in folder: String) throws -> [URL] {
    let url = Self.root.appendingPathComponent(folder)
    return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
  }

  @Test(arguments: [5, 6])
  func appSourcesCompileInBothLanguageModes(mode: Int) throws {
    let files =
      try swiftFiles(in: "Fixtures/PreviewApp/Sources/AppUI") + swiftFiles(in: "Fixtures/Seeds/SeedCards")
      + swiftFiles(in: "Fixtures/PublicIdioms")
    #expect(files.count >= 6)
    let result = try typecheck(files, mode: mode)
    #expect(result.code == 0, "Swift \(mode):\n\(result.err)")
  }

  @Test func entryMisuseIsACompileErrorWithSwiftUIsMessage() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("entry-misuse-\(UUID().uuidString).swift")
    try "import Vellum\nstruct Settings { @Entry var tint: Color = .red }\n".write(
      to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try typecheck([file], mode: 6)
    #expect(result.code != 0)
    #expect(
      result.err.contains(
        "'@Entry' macro can only attach to var declarations inside extensions of EnvironmentValues, Transaction, ContainerValues, or FocusedValues"
      ))
  }

  /// Main-actor view models, as Swift 6 apps write them, compile in both modes.
  @Test(arguments: [5, 6])
  func mainActorModelsInViewsCompile(mode: Int) throws {
    let source = """
      import Vellum
      @MainActor final class FeedModel: ObservableObject { @Published var posts = ["A"] }
      @MainActor @Observable final class Counter { var count = 0 }
      struct FeedView: View {
        @StateObject private var model = FeedModel()
        @State private var counter = Counter()
        var body: some View { List(model.posts, id: \\.self) { Text($0 + "\\(counter.count)") } }
      }
      @MainActor struct CounterView: View {
        @State private var counter = Counter()
        var body: some View { Text("\\(counter.count)") }
      }
      struct Previews: PreviewProvider { static var previews: some View { CounterView() } }
      #Preview { FeedView() }
      #Preview { CounterView() }

      """
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("main-actor-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try typecheck([file], mode: mode)
    #expect(result.code == 0, "Swift \(mode):\n\(result.err)")
  }
}
