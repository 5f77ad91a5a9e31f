import Foundation

/// A compiler error from `swift build`'s output: `FILE:LINE:COLUMN: error: MESSAGE`.
struct CompilerMessage: Codable, Hashable {
  var file: String
  var line: Int
  var column: Int
  var message: String

  /// The errors in a build log, each once, in order. A failed build whose log has none
  /// (a linker or package error) gives one message holding the log's last lines.
  static func errors(in log: String, failed: Bool) -> [CompilerMessage] {
    var seen = Set<CompilerMessage>()
    var result: [CompilerMessage] = []
    for line in log.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, parts[0].hasSuffix(".swift"), let number = Int(parts[1]), let column = Int(parts[2]),
        parts[3].trimmingCharacters(in: .whitespaces) == "error"
      else { continue }
      let message = CompilerMessage(
        file: String(parts[0]), line: number, column: column,
        message: parts[4].trimmingCharacters(in: .whitespaces))
      if seen.insert(message).inserted { result.append(message) }
    }
    if result.isEmpty && failed {
      let tail = log.split(separator: "\n").suffix(20).joined(separator: "\n")
      result.append(CompilerMessage(file: "", line: 0, column: 0, message: tail.isEmpty ? "the build failed" : tail))
    }
    return result
  }
}
