import CoreData
import Foundation
import Testing

@testable import VellumPreview

/// `vellum preview` gives an app's data model the place Xcode's build gives it: a
/// `Model.momd` in the main bundle, so `NSManagedObjectModel(contentsOf:)` with the URL of
/// `Bundle.main.url(forResource: "Model", withExtension: "momd")` loads it.
@Suite struct CoreDataModelResourceTests {
  let cli = CommandLineTests()

  @Test func dataModelsAreInTheBundleAsCompiledModels() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("Journal")
    let versioned = app.appendingPathComponent("Configuration/Main.xcdatamodeld/Main.xcdatamodel")
    let single = app.appendingPathComponent("Legacy.xcdatamodel")
    for model in [versioned, single] {
      try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
      try Data("<model/>".utf8).write(to: model.appendingPathComponent("contents"))
    }
    let bundle = folder.appendingPathComponent("bundle")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    PreviewResources(paths: [app.path]).linkLooseResources(into: bundle)
    let linked = try FileManager.default.contentsOfDirectory(atPath: bundle.path).sorted()
    #expect(linked == ["Legacy.mom", "Main.momd"], "no link to the models' insides (\(linked))")
    let url = try #require(Bundle(path: bundle.path)?.url(forResource: "Main", withExtension: "momd"))
    #expect(NSManagedObjectModel(contentsOf: url) != nil)
    #expect(Bundle(path: bundle.path)?.url(forResource: "Other", withExtension: "momd") == nil)
  }

  /// An app that looks its language's table up itself (`Bundle.main.path(forResource: "es",
  /// ofType: "lproj")`, then `NSLocalizedString(_:bundle:comment:)`: a language switcher,
  /// tenth trial) finds the `.lproj` folders in the main bundle, as in the app.
  @Test func localisationFoldersAreInTheBundle() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("Jar")
    let spanish = app.appendingPathComponent("Resources/es.lproj")
    try FileManager.default.createDirectory(at: spanish, withIntermediateDirectories: true)
    try Data("\"select_language\" = \"Elige idioma\";\n".utf8)
      .write(to: spanish.appendingPathComponent("Localizable.strings"))
    let bundle = folder.appendingPathComponent("bundle")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    PreviewResources(paths: [app.path]).linkLooseResources(into: bundle)
    let path = try #require(Bundle(path: bundle.path)?.path(forResource: "es", ofType: "lproj"))
    let table = try #require(Bundle(path: path))
    #expect(NSLocalizedString("select_language", bundle: table, comment: "") == "Elige idioma")
  }
}
