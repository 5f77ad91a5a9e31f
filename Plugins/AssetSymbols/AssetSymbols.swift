import Foundation
import PackagePlugin

/// Generates Xcode's asset symbols (`ColorResource.brandPrimary`, `Image(.bookCover)`,
/// `Color.brandPrimary`) from the `.xcassets` folders of the target it is applied to, and
/// Xcode 26's string catalog symbols (`Text(.welcomeTitle)`, `.Discover.title`,
/// `.itemCount(3)`) from its `.xcstrings` files, as Xcode does for an app target with Generate
/// String Catalog Symbols on. Add it with
/// `plugins: [.plugin(name: "AssetSymbols", package: "Vellum")]`, and copy the catalogs as
/// resources (`resources: [.copy("Assets.xcassets"), .copy("Localizable.xcstrings")]`) so
/// their colours, images and strings are found.
@main struct AssetSymbols: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // (`directoryURL` needs tools version 6.1; this package declares 6.0.)
    let folder = URL(fileURLWithPath: target.directory.string)
    let catalogs = Self.catalogs(in: folder)
    let strings = Self.stringCatalogs(in: folder)
    guard !catalogs.isEmpty || !strings.isEmpty else { return [] }
    let tool = try context.tool(named: "vellum-asset-symbols").url
    // The target's own Swift files: a colour member (or string symbol) one declares is not
    // generated again.
    let sources = target.sourceFiles(withSuffix: "swift").map { URL(fileURLWithPath: $0.path.string) }
    var commands: [Command] = []
    if !catalogs.isEmpty {
      let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
      commands.append(
        .buildCommand(
          displayName: "Generating asset symbols for \(target.name)",
          executable: tool,
          arguments: [output.path] + catalogs.map(\.path) + ["--sources"] + sources.map(\.path),
          inputFiles: catalogs.flatMap(Self.files(in:)) + sources,
          outputFiles: [output]))
    }
    // One file per catalog, named as Xcode names it; a second catalog of a table's name
    // (which Xcode refuses) is left out.
    var tables: Set<String> = []
    for catalog in strings where tables.insert(catalog.deletingPathExtension().lastPathComponent).inserted {
      let table = catalog.deletingPathExtension().lastPathComponent
      let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedStringSymbols_\(table).swift")
      commands.append(
        .buildCommand(
          displayName: "Generating string symbols for \(catalog.lastPathComponent) in \(target.name)",
          executable: tool,
          arguments: [output.path, catalog.path, "--sources"] + sources.map(\.path),
          inputFiles: [catalog] + sources,
          outputFiles: [output]))
    }
    return commands
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

  /// The `.xcstrings` files under a target's folder, in path order, outside `.lproj` folders
  /// (Xcode generates no symbols for a catalog paired with an Interface Builder file).
  static func stringCatalogs(in folder: URL) -> [URL] {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var found: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      if ["xcassets", "lproj", "bundle"].contains(url.pathExtension) || url.lastPathComponent.hasPrefix(".") {
        enumerator?.skipDescendants()
      } else if url.pathExtension == "xcstrings" {
        found.append(url)
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
