import Foundation
import Vellum

/// `vellum preview FILE.swift…|FOLDER`: the `#Preview` blocks, `PreviewProvider`s and apps
/// of Swift files, compiled together and rendered. The files are compiled as one module
/// with the flags, and linked with the objects, of the build this `vellum` comes from (your
/// package's `.build` when you `swift run vellum`), read from that build's description; so
/// nothing of Vellum is built again, and the catalog lives in that build folder, never in a
/// dependency's checkout. Vellum's `SwiftUI` and `SwiftData` modules re-export Vellum, so
/// files that say `import SwiftUI` compile unchanged; the modules they import from the app's
/// own repository are compiled first, as Xcode builds an app's local packages (`LocalModule`).
/// `--watch` serves the same live page as `vellum watch`, rebuilt and re-rendered as the files
/// change.
struct PreviewFileCommand {
  static let help = """
    usage: vellum preview FILE.swift… | FOLDER [options]

    Renders the #Preview blocks and PreviewProviders of Swift files (which may import
    SwiftUI, SwiftData or Vellum), compiled together, so a screen split over several files
    or a whole folder of views works. A folder in an Xcode project compiles the files its
    app target compiles (read from the .xcodeproj in it or above it), not every file in it.
    Modules the files import from the app's own repository (a local package's target, a
    framework's folder) are found and compiled first; an import nothing provides is
    reported, with where it is, before anything compiles.
      --out DIR                 output folder (default: out/preview)
      --scheme light,dark       colour schemes (default: light,dark)
      --scale 1,2,3             pixels per point (default: 2)
      --watch                   serve a live page instead, updated as the files change
      --port N                  with --watch: the port on 127.0.0.1 (default: 8765)
      --device D,D              with --watch: also show the previews on these devices
      --dynamic-type S,S        with --watch: also show them at these Dynamic Type sizes
      --locale L,L              with --watch: also show them in these locales
    Exit codes: 0 rendered, 1 a build or preview failed, 2 usage error.
    """

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(
      arguments, valued: ["--out", "--scheme", "--scale", "--port", "--device", "--dynamic-type", "--locale"],
      switches: ["--help", "--watch"])
    if args.has("--help") {
      print(Self.help)
      return 0
    }
    guard !args.positional.isEmpty else {
      throw UsageError(message: "preview takes Swift files or a folder of them")
    }
    let selection = try Self.previewedFiles(args.positional)
    if let note = selection.note { FileHandle.standardError.write(Data((note + "\n").utf8)) }
    let files = selection.files
    _ = try args.schemes()
    _ = try args.scales()
    _ = try args.devices()
    _ = try args.dynamicTypeSizes()
    _ = try args.locales()
    if !args.has("--watch"), args.value("--device") != nil || args.value("--dynamic-type") != nil {
      throw UsageError(message: "--device and --dynamic-type go with --watch")
    }
    if args.has("--watch"), args.value("--scale") != nil {
      throw UsageError(message: "--scale goes without --watch (the live page shows @2x)")
    }
    let bin = URL(fileURLWithPath: WorkerPool.currentExecutable).deletingLastPathComponent()
    let scratch = WatchCommand.Build.scratch(of: bin)
    let schemes =
      (args.value("--scheme").map { ["--scheme", $0] } ?? []) + (args.value("--scale").map { ["--scale", $0] } ?? [])
    guard let description = BuildDescription.load(bin: bin) else {
      throw UsageError(
        message: "no build description (debug.yaml or release.yaml) in \(scratch.path), the build folder of this "
          + "vellum; run vellum from the folder it was built in, as `swift run vellum preview …` does")
    }
    let paths = args.positional
    // Each set of files has its own folder, so previews of two screens built at once do not
    // overwrite each other's objects; a second build of the same files waits for the first.
    let folder = scratch.appendingPathComponent("vellum-file-preview")
      .appendingPathComponent(Self.folderName(for: files))
    var resources = PreviewResources(paths: paths, target: selection.choice)
    resources.targetBundle = folder.appendingPathComponent("XcodeTargetResources")
    for (key, value) in resources.environment() { setenv(key, value, 1) }
    var moduleFolders: [URL] = []
    func build() -> (ok: Bool, log: String) {
      guard let files = try? Self.previewedFiles(paths).files else { return (false, "the files to preview are gone") }
      guard let lock = BuildLock(folder: folder) else { return (false, "cannot lock \(folder.path)") }
      defer { lock.release() }
      let generated = resources.generatedSources(
        for: files, in: folder.appendingPathComponent("generated"),
        tools: bin)
      for problem in generated.problems { FileHandle.standardError.write(Data("note: \(problem)\n".utf8)) }
      resources.linkTargetResources()
      // Written before the loose resources are linked, so an app's own Info.plist (with its
      // `$(SETTING)`s unfilled) is not linked in its place.
      do {
        try PreviewInfoPlist(choice: selection.choice, paths: paths).write(into: folder)
      } catch {
        FileHandle.standardError.write(Data("note: cannot write \(folder.path)/Info.plist: \(error)\n".utf8))
      }
      resources.linkLooseResources(
        into: folder, excluding: [URL(fileURLWithPath: args.value("--out") ?? "out/preview"), folder])
      let compiled = ObjectiveCAttributes.adapt(files, into: folder.appendingPathComponent("adapted"))
      var catalogBuild = FileCatalogBuild(description: description, folder: folder, files: compiled + generated.files)
      catalogBuild.tools = bin
      catalogBuild.named = files
      let result = catalogBuild.run()
      // The app's own modules' folders hold their asset catalogs, found as the app's bundle
      // would hold them.
      moduleFolders = result.modules.map(\.folder)
      for (key, value) in resources.environment(adding: moduleFolders) { setenv(key, value, 1) }
      return (result.ok, result.log)
    }
    let names = files.count == 1 ? files[0].lastPathComponent : "\(files.count) files"
    FileHandle.standardError.write(Data("building the previews of \(names)…\n".utf8))
    let catalog = FileCatalogBuild(description: description, folder: folder, files: files).executable
    let result = build()
    guard result.ok else {
      for error in CompilerMessage.errors(in: result.log, failed: true) {
        let line =
          error.file.isEmpty ? error.message : "\(error.file):\(error.line):\(error.column): error: \(error.message)"
        FileHandle.standardError.write(Data((line + "\n").utf8))
      }
      return 1
    }
    guard args.has("--watch") else {
      let process = Process()
      process.executableURL = catalog
      process.arguments = ["export", "--out", args.value("--out") ?? "out/preview"] + schemes
      try process.run()
      process.waitForExit()
      return process.terminationStatus
    }
    let images = folder.appendingPathComponent("watch")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    let session = WatchSession(
      executable: catalog.path, folder: images, schemes: try args.schemes(), devices: try args.devices(),
      dynamicTypeSizes: try args.dynamicTypeSizes(), locales: try args.locales(),
      jobs: ProcessInfo.processInfo.activeProcessorCount,
      timeout: 300)
    let roots = paths.map { URL(fileURLWithPath: $0).standardizedFileURL }
    try WatchCommand.serve(
      session, port: try args.port(), watching: { SourceSnapshot(paths: roots + moduleFolders) }, label: names,
      rebuild: build)
  }

  /// The folder name of a set of files: the first file's name and a hash of all their paths.
  static func folderName(for files: [URL]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in files.map(\.path).joined(separator: "\n").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let first = files.first?.deletingPathExtension().lastPathComponent ?? "files"
    let name = String(first.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.prefix(24))
    return "\(name)-\(String(hash, radix: 16))"
  }

  /// The Swift files to preview: those `swiftFiles` finds, less the files of a folder that
  /// the Xcode app target they belong to does not compile (`XcodeTargetFiles`).
  static func previewedFiles(_ paths: [String]) throws -> XcodeTargetFiles {
    XcodeTargetFiles(files: try swiftFiles(paths), paths: paths)
  }

  /// The Swift files named, and those under the folders named (less `.build` and hidden
  /// folders and `Package.swift`), each once, in order.
  static func swiftFiles(_ paths: [String]) throws -> [URL] {
    let manager = FileManager.default
    var files: [URL] = []
    for path in paths {
      let url = URL(fileURLWithPath: path).standardizedFileURL
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
        throw UsageError(message: "cannot read \(path)")
      }
      if isFolder.boolValue {
        let enumerator = manager.enumerator(at: url, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let item = enumerator?.nextObject() as? URL {
          let name = item.lastPathComponent
          if name.hasPrefix(".") || name == ".build" {
            enumerator?.skipDescendants()
          } else if item.pathExtension == "swift", name != "Package.swift" {
            found.append(item.standardizedFileURL)
          }
        }
        guard !found.isEmpty else { throw UsageError(message: "\(path) holds no Swift files") }
        files += found.sorted { $0.path < $1.path }
      } else {
        guard url.pathExtension == "swift" else { throw UsageError(message: "\(path) is not a .swift file") }
        guard manager.isReadableFile(atPath: url.path) else { throw UsageError(message: "cannot read \(path)") }
        files.append(url)
      }
    }
    var seen: Set<String> = []
    return files.filter { seen.insert($0.path).inserted }
  }
}
