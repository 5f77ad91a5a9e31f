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
}
