import Foundation
import Testing

/// Fixtures/XcodeApp/ReadingLog is an app's folder as Xcode lays it out: an `@main` App
/// file, views that `import SwiftUI`, a view model that imports Foundation and Combine, an
/// asset catalog (colours, a PNG, a PDF template icon), a string catalog, a SwiftData model
/// with previews that insert samples, one through iOS 18's `PreviewModifier` and an app's
/// own `PreviewTrait`.
/// Vellum's package compiles it unchanged as an executable target on the `SwiftUI` module,
/// and the executable is the preview command line (`App.main()`).
@Suite struct XcodeAppFolderTests {
  let cli = CommandLineTests()

  @Test func theAppsFilesCompileUnchangedAndItsPreviewsIncludeTheApp() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = try cli.run("ReadingLog", ["list"], in: folder)
    #expect(list.code == 0, "\(list.err)")
    let names = list.out.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
    #expect(
      names == ["Book row", "ContentView", "German", "Notes", "No notes", "Shared notes", "ReadingLogApp"],
      "the app is a preview, named after its type")
    #expect(list.out.contains("ReadingLogApp\tiPhone15"), "an app fills the device: \(list.out)")

    let sources = CommandLineTests.root.appendingPathComponent("Fixtures/XcodeApp/ReadingLog")
    for name in try FileManager.default.contentsOfDirectory(atPath: sources.path) where name.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
      #expect(!text.contains("Vellum"), "\(name) is the app's file as it is, with nothing for Linux")
    }
  }

  @Test func theAppsPreviewsMatchTheirGoldens() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let goldens = CommandLineTests.root.appendingPathComponent("Goldens/ReadingLog").path
    let verify = try cli.run("ReadingLog", ["verify", "--goldens", goldens, "--report", "report"], in: folder)
    #expect(verify.code == 0, "\(verify.out)\(verify.err)")
    #expect(verify.out.contains("all 14 images of 7 previews match"), "seven previews in two schemes: \(verify.out)")
  }
}

/// Fixtures/XcodeApp/Pantry is a Core Data app as Xcode's template lays it out: a
/// persistence controller whose preview store is in memory with samples saved, views with
/// `@FetchRequest` (sort descriptors by key path and by key, predicate strings, a request made
/// in `init`), and a data model whose classes Xcode generates (here the `CoreDataModels` plugin).
@Suite struct CoreDataAppFolderTests {
  let cli = CommandLineTests()

  @Test func theAppsFilesCompileUnchangedAndTheirPreviewsMatchTheirGoldens() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let list = try cli.run("Pantry", ["list"], in: folder)
    let names = list.out.split(separator: "\n").map { $0.split(separator: "\t").first.map(String.init) ?? "" }
    #expect(names == ["ContentView", "Empty", "Cupboard", "PantryApp"], "\(list.out)\(list.err)")
    let goldens = CommandLineTests.root.appendingPathComponent("Goldens/Pantry").path
    let verify = try cli.run("Pantry", ["verify", "--goldens", goldens, "--report", "report"], in: folder)
    #expect(verify.code == 0, "\(verify.out)\(verify.err)")
    #expect(verify.out.contains("all 8 images of 4 previews match"), "four previews in two schemes: \(verify.out)")

    let sources = CommandLineTests.root.appendingPathComponent("Fixtures/XcodeApp/Pantry")
    for name in try FileManager.default.contentsOfDirectory(atPath: sources.path) where name.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
      #expect(!text.contains("Vellum"), "\(name) is the app's file as it is, with nothing for Linux")
    }
  }
}
