import Foundation
import Testing

@testable import VellumPreview

/// Which previews a change of source files makes stale in `watch`.
@Suite struct ChangeScopeTests {
  typealias Entry = WatchSession.Entry

  func entry(_ name: String, _ source: String) -> Entry { Entry(name: name, canvas: "fit", source: source, images: []) }

  func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-scope-\(UUID().uuidString)")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test func anEditReRendersThePreviewsItsFileDeclaresAndASharedFileItsModule() throws {
    let root = try folder([
      "Sources/App/Login.swift": "#Preview { LoginView() }",
      "Sources/App/Settings.swift": "struct Settings_Previews: PreviewProvider {}",
      "Sources/App/Theme.swift": "let brand = Color.blue",
      "Sources/Kit/Badge.swift": "#Preview { Badge() }",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let entries = [
      entry("Login", "App/Login.swift"), entry("Login 2", "App/Login.swift"),
      entry("Settings", "App.Settings_Previews"), entry("Badge", "Kit/Badge.swift"),
    ]
    let modules = [
      ("App", root.appendingPathComponent("Sources/App").path),
      ("Kit", root.appendingPathComponent("Sources/Kit").path),
    ]
    func stale(_ paths: [String], modules: [(String, String)]) -> [Bool] {
      let files = Set(paths.map { root.appendingPathComponent($0).path })
      return ChangeScope(files: files, moduleFolders: modules.map { (module: $0.0, folder: $0.1) }).stale(entries)
    }
    #expect(stale(["Sources/App/Login.swift"], modules: modules) == [true, true, false, false])
    #expect(stale(["Sources/App/Settings.swift"], modules: modules) == [false, false, true, false], "by type")
    #expect(stale(["Sources/App/Theme.swift"], modules: modules) == [true, true, true, false], "its module only")
    #expect(stale(["Sources/App/Theme.swift"], modules: []) == [true, true, true, true], "no modules known: all")
    #expect(stale(["Package.swift"], modules: modules) == [true, true, true, true])
    #expect(
      stale(["Sources/App/Gone.swift"], modules: modules) == [true, true, true, false],
      "a removed file declares nothing that is listed: its module")
  }

  @Test func snapshotsNameTheFilesEditedAddedAndRemoved() throws {
    let root = try folder(["a.swift": "1", "b.swift": "2", "notes.txt": "x"])
    defer { try? FileManager.default.removeItem(at: root) }
    let before = SourceSnapshot(root: root)
    #expect(before.files.count == 2, "Swift files only")
    try Data("22".utf8).write(to: root.appendingPathComponent("b.swift"))
    try Data("3".utf8).write(to: root.appendingPathComponent("c.swift"))
    try FileManager.default.removeItem(at: root.appendingPathComponent("a.swift"))
    let after = SourceSnapshot(root: root)
    #expect(
      after.changes(since: before)
        == Set(["b.swift", "c.swift", "a.swift"].map { root.appendingPathComponent($0).path }))
    #expect(after.changes(since: after).isEmpty)
  }

  @Test func aTypeIsDeclaredByItsDeclarationNotByAMention() {
    #expect(ChangeScope.declares("struct Row_Previews: PreviewProvider {", "Row_Previews"))
    #expect(ChangeScope.declares("extension  Row_Previews {", "Row_Previews"))
    #expect(!ChangeScope.declares("let x = Row_Previews.previews", "Row_Previews"))
    #expect(!ChangeScope.declares("struct Row_PreviewsExtra {", "Row_Previews"))
  }
}
