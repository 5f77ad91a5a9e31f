import Foundation

extension PreviewResources {
  /// One of the files Xcode generates for an app target (asset symbols, Core Data classes),
  /// made by a tool built beside `vellum` from the inputs it names and the previewed files
  /// (`--sources`: what the app declares itself is not generated again).
  struct Generation {
    /// Builds `tool` into `tools` when that folder is a package's build folder: `swift run
    /// vellum` builds `vellum` alone, and a preview's first asset catalog then builds the
    /// generator once (`swift build --product vellum-asset-symbols`), as `swift build` would.
    static func build(_ tool: String, beside tools: URL) {
      let scratch = WatchCommand.Build.scratch(of: tools)
      let package = scratch.deletingLastPathComponent()
      guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
        return
      }
      FileHandle.standardError.write(Data("building \(tool), once…\n".utf8))
      let build = WatchCommand.Build(
        package: package, product: tool, scratch: scratch, release: tools.lastPathComponent == "release")
      let result = build.run()
      if !result.ok { FileHandle.standardError.write(Data(result.log.suffix(2000).utf8)) }
    }

    let name: String
    let what: String
    let tool: String
    let inputs: [URL]
    let sources: [URL]

    struct Problem: Error, CustomStringConvertible {
      let description: String
    }

    /// Writes `name.swift` into `folder`, or reuses it: the inputs are read again only when
    /// something in them (or the tool) is newer than the last reading, which a stamp records
    /// with the inputs' names (the folder is shared by every `vellum preview`, and another
    /// app's inputs, older than the last reading, are not it). Nil when there are no inputs.
    func run(in folder: URL, tools: URL) -> Result<URL?, Problem> {
      let manager = FileManager.default
      let output = folder.appendingPathComponent("\(name).swift")
      let stamp = folder.appendingPathComponent("\(name).read")
      let generator = tools.appendingPathComponent(tool)
      let reading = Data(inputs.map(\.path).joined(separator: "\n").utf8)
      if inputs.isEmpty {
        try? manager.removeItem(at: output)
        return .success(nil)
      }
      if manager.fileExists(atPath: output.path), manager.contents(atPath: stamp.path) == reading,
        !FileCatalogBuild.isStale(stamp, comparedWith: PreviewResources.items(in: inputs) + [generator] + sources)
      {
        // Every rebuild of the watch loop comes here. The stamp, not the output (rewritten
        // only when its text changes), records the last reading.
        return .success(output)
      }
      if !manager.isExecutableFile(atPath: generator.path) { Self.build(tool, beside: tools) }
      guard manager.isExecutableFile(atPath: generator.path) else {
        return .failure(
          Problem(
            description: "\(what) not generated: \(generator.path) is not built (run `swift build --product \(tool)`)"))
      }
      let fresh = folder.appendingPathComponent("\(name).next")
      defer { try? manager.removeItem(at: fresh) }
      let process = Process()
      process.executableURL = generator
      process.arguments = [fresh.path] + inputs.map(\.path) + ["--sources"] + sources.map(\.path)
      let errors = Pipe()
      process.standardError = errors
      do { try process.run() } catch {
        return .failure(Problem(description: "\(what) not generated: \(error.localizedDescription)"))
      }
      let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitForExit()
      guard process.terminationStatus == 0, let text = manager.contents(atPath: fresh.path) else {
        return .failure(
          Problem(description: "\(what) not generated: \(message.trimmingCharacters(in: .whitespacesAndNewlines))"))
      }
      if manager.contents(atPath: output.path) != text { try? text.write(to: output, options: .atomic) }
      try? reading.write(to: stamp)
      return .success(output)
    }
  }
}
