import Foundation
import Vellum

/// `vellum preview FILE.swift…|FOLDER`: the `#Preview` blocks and `PreviewProvider`s of Swift
/// files, rendered by compiling them together in a package that depends on Vellum by path.
/// The package lives in the build folder of the running `vellum` (your package's `.build`
/// when you `swift run vellum`, never inside a dependency's checkout) and is shared by every
/// run (the files are linked into it), so only the first run builds Vellum there. Vellum's
/// `SwiftUI` and `SwiftData` modules re-export Vellum, so files that say `import SwiftUI`
/// compile unchanged. Compiler errors name your files, not their links. `--watch` serves the
/// same live page as `vellum watch`.
struct PreviewFileCommand {
  static let help = """
    usage: vellum preview FILE.swift… | FOLDER [options]

    Renders the #Preview blocks and PreviewProviders of Swift files (which may import
    SwiftUI, SwiftData or Vellum), compiled together, so a screen split over several files
    or a whole folder of views works.
      --out DIR                 output folder (default: out/preview)
      --scheme light,dark       colour schemes (default: light,dark)
      --watch                   serve a live page instead, updated as the files change
      --port N                  with --watch: the port on 127.0.0.1 (default: 8765)
      --device D,D              with --watch: also show the previews on these devices
      --dynamic-type S,S        with --watch: also show them at these Dynamic Type sizes
      --vellum DIR              the Vellum checkout to build against (default: this one)
    Exit codes: 0 rendered, 1 a build or preview failed, 2 usage error.
    """

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(
      arguments, valued: ["--out", "--scheme", "--port", "--device", "--dynamic-type", "--vellum"],
      switches: ["--help", "--watch"])
    if args.has("--help") {
      print(Self.help)
      return 0
    }
    guard !args.positional.isEmpty else {
      throw UsageError(message: "preview takes Swift files or a folder of them")
    }
    let files = try Self.swiftFiles(args.positional)
    _ = try args.schemes()
    _ = try args.devices()
    _ = try args.dynamicTypeSizes()
    if !args.has("--watch"), args.value("--device") != nil || args.value("--dynamic-type") != nil {
      throw UsageError(message: "--device and --dynamic-type go with --watch")
    }
    guard let vellum = try args.value("--vellum").map({ URL(fileURLWithPath: $0) }) ?? Self.vellumCheckout() else {
      throw UsageError(
        message: "cannot find the Vellum checkout this executable was built from; use --vellum DIR (the folder with "
          + "Vellum's Package.swift)")
    }
    let bin = URL(fileURLWithPath: WorkerPool.currentExecutable).deletingLastPathComponent()
    let package = WatchCommand.Build.scratch(of: bin).appendingPathComponent("vellum-file-preview")
    let links = try Self.writePackage(at: package, vellum: vellum, files: files)
    let names = files.count == 1 ? files[0].lastPathComponent : "\(files.count) files"
    FileHandle.standardError.write(Data("building the previews of \(names)…\n".utf8))
    let build = WatchCommand.Build(
      package: package, product: "FilePreviews", scratch: package.appendingPathComponent(".build"), release: false)
    let result = build.run()
    guard result.ok else {
      let errors = CompilerMessage.errors(in: result.log, failed: true)
      for error in errors {
        let file = links[error.file] ?? error.file
        let line = file.isEmpty ? error.message : "\(file):\(error.line):\(error.column): error: \(error.message)"
        FileHandle.standardError.write(Data((line + "\n").utf8))
      }
      return 1
    }
    let catalog = package.appendingPathComponent(".build/debug/FilePreviews")
    let schemes = args.value("--scheme").map { ["--scheme", $0] } ?? []
    let variants = ["--port", "--device", "--dynamic-type"].flatMap { name in
      args.value(name).map { [name, $0] } ?? []
    }
    let forwarded =
      args.has("--watch")
      ? ["watch", "--package", package.path] + variants + schemes
      : ["export", "--out", args.value("--out") ?? "out/preview"] + schemes
    let process = Process()
    process.executableURL = catalog
    process.arguments = forwarded
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
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

  /// The Vellum checkout this executable was built from: a package whose `Sources/Vellum`
  /// holds the engine, found above the build folder (Vellum itself) or among its checkouts
  /// (a user's package that depends on Vellum).
  static func vellumCheckout() -> URL? {
    let bin = URL(fileURLWithPath: WorkerPool.currentExecutable).deletingLastPathComponent()
    return vellumCheckout(scratch: WatchCommand.Build.scratch(of: bin))
  }

  /// The Vellum checkout a build folder was built from: its parent, one of its checkouts, or
  /// the one its build description (`debug.yaml`, `release.yaml`) compiles.
  static func vellumCheckout(scratch: URL) -> URL? {
    var candidates = [scratch.deletingLastPathComponent()]
    let checkouts = scratch.appendingPathComponent("checkouts")
    for name in (try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? [] {
      candidates.append(checkouts.appendingPathComponent(name))
    }
    if let found = candidates.first(where: isCheckout) { return found }
    // Any other build folder (`--scratch-path`): the build description names the sources.
    for description in ["debug.yaml", "release.yaml"] {
      guard let text = try? String(contentsOf: scratch.appendingPathComponent(description), encoding: .utf8),
        let range = text.range(of: "/Sources/VellumPreview/CommandLine.swift")
      else { continue }
      let separator = text[..<range.lowerBound].lastIndex { $0 == " " || $0 == "\"" || $0 == "\n" }
      let start = separator.map { text.index(after: $0) } ?? text.startIndex
      let root = URL(fileURLWithPath: String(text[start..<range.lowerBound]))
      if isCheckout(root) { return root }
    }
    return nil
  }

  static func isCheckout(_ folder: URL) -> Bool {
    FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("Sources/VellumPreview/CommandLine.swift").path)
  }

  /// The package: Package.swift, the files linked into `PreviewedFile` and the catalog.
  /// Files are rewritten only when they change, so builds stay incremental. Two files of one
  /// name go in numbered folders. Returns each link's path with the file it stands for.
  @discardableResult
  static func writePackage(at package: URL, vellum: URL, files: [URL]) throws -> [String: String] {
    let manager = FileManager.default
    // SwiftPM names a path dependency after its folder.
    let name = WatchSession.quoted(vellum.lastPathComponent)
    func write(_ text: String, _ relative: String) throws {
      let url = package.appendingPathComponent(relative)
      try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      if manager.contents(atPath: url.path) != Data(text.utf8) { try Data(text.utf8).write(to: url) }
    }
    try write(
      """
      // swift-tools-version:6.0
      // Written by `vellum preview`: Swift files' previews, compiled against Vellum.
      import PackageDescription

      let package = Package(
        name: "VellumFilePreview",
        dependencies: [.package(path: \(WatchSession.quoted(vellum.path)))],
        targets: [
          .target(
            name: "PreviewedFile",
            dependencies: [
              .product(name: "SwiftUI", package: \(name)), .product(name: "Vellum", package: \(name)),
            ]),
          .executableTarget(
            name: "FilePreviews",
            dependencies: ["PreviewedFile", .product(name: "VellumPreview", package: \(name))]),
        ]
      )

      """, "Package.swift")
    try? manager.removeItem(at: package.appendingPathComponent("Sources/SwiftUI"))
    try write(
      "import PreviewedFile\nimport VellumPreview\n\n@main struct FilePreviews: PreviewCatalog {}\n",
      "Sources/FilePreviews/FilePreviews.swift")
    let folder = package.appendingPathComponent("Sources/PreviewedFile")
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    var wanted: [String: URL] = [:]
    var count: [String: Int] = [:]
    for file in files {
      let base = file.lastPathComponent
      let index = count[base, default: 0]
      count[base] = index + 1
      wanted[index == 0 ? base : "\(index + 1)/\(base)"] = file
    }
    // Links that are no longer wanted go; wanted ones are made or repointed.
    let existing = (manager.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
    for relative in existing.sorted().reversed() where wanted[relative] == nil {
      let url = folder.appendingPathComponent(relative)
      var isFolder: ObjCBool = false
      if manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue,
        wanted.keys.contains(where: { $0.hasPrefix(relative + "/") })
      {
        continue
      }
      try? manager.removeItem(at: url)
    }
    var links: [String: String] = [:]
    for (relative, file) in wanted {
      let link = folder.appendingPathComponent(relative)
      try manager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
      if (try? manager.destinationOfSymbolicLink(atPath: link.path)) != file.path {
        try? manager.removeItem(at: link)
        try manager.createSymbolicLink(at: link, withDestinationURL: file)
      }
      links[link.path] = file.path
    }
    return links
  }
}
