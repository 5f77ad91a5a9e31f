import Foundation
import Vellum

/// `vellum preview FILE.swift`: the `#Preview` blocks and `PreviewProvider`s of one Swift
/// file, rendered by compiling it in a package that depends on Vellum by path. The package
/// lives in `<Vellum>/.build/vellum-file-preview/` and is shared by every file (the file is
/// linked into it), so only the first run builds Vellum. Vellum's `SwiftUI` product
/// re-exports Vellum, so a file that says `import SwiftUI` compiles unchanged. `--watch`
/// serves the same live page as `vellum watch`.
struct PreviewFileCommand {
  static let help = """
    usage: vellum preview FILE.swift [options]

    Renders the #Preview blocks and PreviewProviders of one Swift file (which may import
    SwiftUI or Vellum) by compiling it in a package that depends on Vellum.
      --out DIR                 output folder (default: out/preview)
      --scheme light,dark       colour schemes (default: light,dark)
      --watch                   serve a live page instead, updated as the file changes
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
    guard args.positional.count == 1, let path = args.positional.first else {
      throw UsageError(message: "preview takes one Swift file")
    }
    let file = URL(fileURLWithPath: path).standardizedFileURL
    guard file.pathExtension == "swift" else { throw UsageError(message: "\(path) is not a .swift file") }
    guard FileManager.default.isReadableFile(atPath: file.path) else {
      throw UsageError(message: "cannot read \(path)")
    }
    _ = try args.schemes()
    _ = try args.devices()
    _ = try args.dynamicTypeSizes()
    if !args.has("--watch"), args.value("--device") != nil || args.value("--dynamic-type") != nil {
      throw UsageError(message: "--device and --dynamic-type go with --watch")
    }
    guard let vellum = try args.value("--vellum").map({ URL(fileURLWithPath: $0) }) ?? Self.vellumCheckout() else {
      throw UsageError(message: "cannot find the Vellum checkout this executable was built from; use --vellum DIR")
    }
    let package = vellum.appendingPathComponent(".build/vellum-file-preview")
    try Self.writePackage(at: package, vellum: vellum, file: file)
    FileHandle.standardError.write(Data("building the previews of \(file.lastPathComponent)…\n".utf8))
    let build = WatchCommand.Build(
      package: package, product: "FilePreviews", scratch: package.appendingPathComponent(".build"), release: false)
    let result = build.run()
    guard result.ok else {
      let errors = CompilerMessage.errors(in: result.log, failed: true)
      for error in errors {
        let line =
          error.file.isEmpty ? error.message : "\(error.file):\(error.line):\(error.column): error: \(error.message)"
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

  /// The Vellum checkout this executable was built from: a package whose `Sources/Vellum`
  /// holds the engine, found above the build folder (Vellum itself) or among its checkouts
  /// (a user's package that depends on Vellum).
  static func vellumCheckout() -> URL? {
    let bin = URL(fileURLWithPath: WorkerPool.currentExecutable).deletingLastPathComponent()
    let scratch = WatchCommand.Build.scratch(of: bin)
    var candidates = [scratch.deletingLastPathComponent()]
    let checkouts = scratch.appendingPathComponent("checkouts")
    for name in (try? FileManager.default.contentsOfDirectory(atPath: checkouts.path)) ?? [] {
      candidates.append(checkouts.appendingPathComponent(name))
    }
    return candidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("Sources/VellumPreview/CommandLine.swift").path)
    }
  }

  /// The package: Package.swift, the file linked into `PreviewedFile`, the `SwiftUI`
  /// re-export and the catalog. Files are rewritten only when they change, so builds stay
  /// incremental.
  static func writePackage(at package: URL, vellum: URL, file: URL) throws {
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
      // Written by `vellum preview FILE.swift`: one file's previews, compiled against Vellum.
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
    let link = folder.appendingPathComponent(file.lastPathComponent)
    for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] where name != file.lastPathComponent {
      try manager.removeItem(at: folder.appendingPathComponent(name))
    }
    if (try? manager.destinationOfSymbolicLink(atPath: link.path)) != file.path {
      try? manager.removeItem(at: link)
      try manager.createSymbolicLink(at: link, withDestinationURL: file)
    }
  }
}
