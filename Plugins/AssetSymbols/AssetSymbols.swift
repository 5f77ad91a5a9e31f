import Foundation
import PackagePlugin

/// Generates Xcode's asset symbols (`ColorResource.brandPrimary`, `Image(.bookCover)`,
/// `Color.brandPrimary`) from the `.xcassets` folders of the target it is applied to, as
/// Xcode does for an app target. Add it with
/// `plugins: [.plugin(name: "AssetSymbols", package: "Vellum")]`, and copy the catalogs as
/// resources (`resources: [.copy("Assets.xcassets")]`) so their colours and images are found.
@main struct AssetSymbols: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // (`directoryURL` needs tools version 6.1; this package declares 6.0.)
    let catalogs = Self.catalogs(in: URL(fileURLWithPath: target.directory.string))
    guard !catalogs.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
    // The target's own Swift files: a colour member one declares is not generated again.
    let sources = target.sourceFiles(withSuffix: "swift").map { URL(fileURLWithPath: $0.path.string) }
    return [
      .buildCommand(
        displayName: "Generating asset symbols for \(target.name)",
        executable: try context.tool(named: "vellum-asset-symbols").url,
        arguments: [output.path] + catalogs.map(\.path) + ["--sources"] + sources.map(\.path),
        inputFiles: catalogs.flatMap(Self.files(in:)) + sources,
        outputFiles: [output])
    ]
  }

  /// The `.xcassets` folders under a target's folder, in name order.
  static func catalogs(in folder: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var found: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if url.pathExtension == "xcassets" {
        found.append(url)
        enumerator?.skipDescendants()
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// Every file in a catalog, so editing one regenerates the symbols.
  static func files(in catalog: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil)
    var files: [URL] = [catalog]
    while let url = enumerator?.nextObject() as? URL { files.append(url) }
    return files
  }
}
