import Foundation

/// Which previews a change to some source files makes stale, so `watch` re-renders only
/// those: the previews declared in the changed files (a `#Preview` by its file, a provider
/// or an app by its type's declaration), and every preview of a module when a file that
/// declares none of them (a shared view, a model) changes. A change it cannot place
/// (`Package.swift`, a file outside every known module) makes every preview stale.
struct ChangeScope {
  /// The paths edited, added or removed.
  var files: Set<String>
  /// Each module's source folder, when known (`swift package describe`); without them, a
  /// shared file's change makes every preview stale.
  var moduleFolders: [(module: String, folder: String)] = []

  /// For each entry, whether it must be rendered again.
  func stale(_ entries: [WatchSession.Entry]) -> [Bool] {
    var result = [Bool](repeating: false, count: entries.count)
    for path in files {
      let url = URL(fileURLWithPath: path)
      guard url.lastPathComponent != "Package.swift" else { return result.map { _ in true } }
      let text = try? String(contentsOf: url, encoding: .utf8)
      let module = self.module(of: path)
      var declaresOne = false
      for (index, entry) in entries.enumerated() {
        let (entryModule, file, type) = Self.place(entry.source)
        guard module == nil || entryModule == nil || module == entryModule else { continue }
        if let file, file == url.lastPathComponent {
          declaresOne = true
          result[index] = true
        } else if let type, let text, Self.declares(text, type) {
          declaresOne = true
          result[index] = true
        }
      }
      if !declaresOne {
        for (index, entry) in entries.enumerated() where module == nil || Self.place(entry.source).module == module {
          result[index] = true
        }
      }
    }
    return result
  }

  /// The module whose folder holds `path`, the deepest one.
  func module(of path: String) -> String? {
    moduleFolders.filter { path.hasPrefix($0.folder.hasSuffix("/") ? $0.folder : $0.folder + "/") }
      .max { $0.folder.count < $1.folder.count }?.module
  }

  /// `Module/File.swift` (a `#Preview`) or `Module.Type` (a provider, an app).
  static func place(_ source: String) -> (module: String?, file: String?, type: String?) {
    if let slash = source.firstIndex(of: "/") {
      return (String(source[..<slash]), String(source[source.index(after: slash)...]), nil)
    }
    let parts = source.split(separator: ".")
    guard parts.count >= 2 else { return (nil, nil, source.isEmpty ? nil : source) }
    return (String(parts[0]), nil, parts.last.map(String.init))
  }

  /// Whether Swift source `text` declares (or extends) a type named `type`.
  static func declares(_ text: String, _ type: String) -> Bool {
    let escaped = NSRegularExpression.escapedPattern(for: type)
    let pattern = "\\b(struct|class|enum|actor|extension)\\s+\(escaped)\\b"
    return text.range(of: pattern, options: .regularExpression) != nil
  }

  /// The source folder of each target of the package at `root`, by `swift package describe`;
  /// empty when that fails.
  static func moduleFolders(package root: URL) -> [(module: String, folder: String)] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "describe", "--type", "json"]
    process.currentDirectoryURL = root
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitForExit()
    struct Description: Decodable {
      struct Target: Decodable {
        var c99_name: String
        var path: String
      }
      var targets: [Target]
    }
    guard process.terminationStatus == 0,
      let description = try? JSONDecoder().decode(Description.self, from: data)
    else { return [] }
    return description.targets.map { ($0.c99_name, root.appendingPathComponent($0.path).standardizedFileURL.path) }
  }
}
