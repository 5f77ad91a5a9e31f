import Foundation
import PackagePlugin

/// Generates the classes Xcode makes from a target's data models (`Model.xcdatamodeld`) for
/// the entities whose code generation is "Class Definition" or "Category/Extension", for
/// Vellum's `CoreData` module. Add it with
/// `plugins: [.plugin(name: "CoreDataModels", package: "Vellum")]`.
@main struct CoreDataModels: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let models = Self.models(in: URL(fileURLWithPath: target.directory.string))
    guard !models.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedCoreDataClasses.swift")
    // The target's own Swift files: a manual entity's class declared there gets its description.
    let sources = target.sourceFiles(withSuffix: "swift").map { URL(fileURLWithPath: $0.path.string) }
    return [
      .buildCommand(
        displayName: "Generating Core Data classes for \(target.name)",
        executable: try context.tool(named: "vellum-core-data-classes").url,
        arguments: [output.path] + models.map(\.path) + ["--sources"] + sources.map(\.path),
        inputFiles: models.flatMap(Self.files(in:)) + sources,
        outputFiles: [output])
    ]
  }

  /// The data models under a target's folder (`.xcdatamodeld`, or a lone `.xcdatamodel`), in
  /// name order.
  static func models(in folder: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var found: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if ["xcdatamodeld", "xcdatamodel"].contains(url.pathExtension) {
        found.append(url)
        enumerator?.skipDescendants()
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// Every file in a model, so editing one regenerates the classes.
  static func files(in model: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: model, includingPropertiesForKeys: nil)
    var files: [URL] = [model]
    while let url = enumerator?.nextObject() as? URL { files.append(url) }
    return files
  }
}
