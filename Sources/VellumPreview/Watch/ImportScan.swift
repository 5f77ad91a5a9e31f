import Foundation

/// The modules some Swift files import that the compiler cannot find, with where each is
/// imported, asked of the compiler's own dependency scanner (`swiftc -scan-dependencies`),
/// which evaluates `#if os(iOS)` and `#if canImport(…)` as the build would. It answers in
/// about a second, before anything is compiled: a folder of a few hundred files that imports
/// a package Vellum cannot supply used to compile for minutes before saying so.
///
/// The scan is one job for all the files (`-whole-module-optimization`). Without it the
/// driver starts a scanner per file, and each scans every file of the module: 269 files
/// took 275 s, 569 files 626 s; as one job they take about a second, with the same answer.
///
/// The answer is kept in `cache` with the lines that decide it (each file's imports and
/// conditions), so an edit that changes neither asks nothing of the compiler.
struct ImportScan {
  struct Missing: Hashable {
    var module: String
    var file: String
    var line: Int
    var column: Int

    /// As the compiler reports a missing module, for `CompilerMessage` to read.
    var diagnostic: String { "\(file):\(line):\(column): error: no such module '\(module)'" }
  }

  let swiftc: String
  let flags: [String]
  /// Where the last answer is kept.
  let cache: URL

  /// The modules the files import that neither Vellum, the toolchain nor the flags' search
  /// paths provide, in the files' order; nil if the scanner could not run (the build then
  /// finds out as before).
  func missing(in files: [URL]) -> [Missing]? {
    let key =
      ([swiftc] + flags + Self.modules(searched: flags) + files.map { $0.path + "\n" + Self.importLines(of: $0) })
      .joined(separator: "\n")
    let manager = FileManager.default
    if let kept = manager.contents(atPath: cache.path), let text = String(data: kept, encoding: .utf8),
      let split = text.range(of: "\n\u{0}\n"), text[..<split.lowerBound] == key
    {
      return Self.parse(String(text[split.upperBound...])).map(Self.relocated)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments =
      ["-scan-dependencies", "-whole-module-optimization", "-module-name", "PreviewedFile", "-parse-as-library"]
      + FileCatalogBuild.languageMode
      + files.map(\.path) + flags
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return nil }
    let log = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitForExit()
    let found = Self.parse(log)
    // A scan that failed for another reason (a flag it does not take) decides nothing.
    guard process.terminationStatus == 0 || !found.isEmpty else { return nil }
    let record = found.map(\.diagnostic).joined(separator: "\n")
    try? manager.createDirectory(at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data((key + "\n\u{0}\n" + record).utf8).write(to: cache, options: .atomic)
    return found
  }

  /// The scanner's `FILE:LINE:COLUMN: error: unable to resolve module dependency: 'NAME'`
  /// lines (or the `no such module` lines they were kept as), each once.
  static func parse(_ log: String) -> [Missing] {
    var seen = Set<Missing>()
    var result: [Missing] = []
    for line in log.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, let number = Int(parts[1]), let column = Int(parts[2]),
        parts[3].trimmingCharacters(in: .whitespaces) == "error"
      else { continue }
      let message = parts[4].trimmingCharacters(in: .whitespaces)
      guard
        message.hasPrefix("unable to resolve module dependency: '") || message.hasPrefix("no such module '"),
        let name = message.split(separator: "'").dropFirst().first
      else { continue }
      let missing = Missing(module: String(name), file: String(parts[0]), line: number, column: column)
      if seen.insert(missing).inserted { result.append(missing) }
    }
    return result
  }

  /// The modules in the flags' `-I` folders (a Vellum built since with a new module answers
  /// differently).
  static func modules(searched flags: [String]) -> [String] {
    zip(flags, flags.dropFirst()).filter { $0.0 == "-I" }.flatMap { pair in
      ((try? FileManager.default.contentsOfDirectory(atPath: pair.1)) ?? []).filter { $0.hasSuffix(".swiftmodule") }
        .sorted()
    }
  }

  /// The lines of a file that can change what it imports: imports and compiler conditions
  /// (not where they are: an edit above an import keeps the answer).
  static func importLines(of file: URL) -> String {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return "" }
    return text.split(separator: "\n").compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let directive = ["#if", "#elseif", "#else", "#endif"].contains { trimmed.hasPrefix($0) }
      return directive || trimmed.contains("import ") ? trimmed : nil
    }.joined(separator: "\n")
  }

  /// A kept answer with its line and column where the import now is (not a comment's
  /// `// import X` above it).
  static func relocated(_ missing: Missing) -> Missing {
    guard let text = try? String(contentsOf: URL(fileURLWithPath: missing.file), encoding: .utf8) else {
      return missing
    }
    var result = missing
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard !trimmed.hasPrefix("//"), !trimmed.hasPrefix("/*"), !trimmed.hasPrefix("*") else { continue }
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "." })
      guard let at = words.firstIndex(of: "import"),
        let name = words.dropFirst(at + 1).prefix(2).first(where: { $0 == missing.module })
      else { continue }
      result.line = number + 1
      result.column = line.distance(from: line.startIndex, to: name.startIndex) + 1
      break
    }
    return result
  }
}
