import Foundation

/// `manifest.json` of an export: one entry per file, sorted by file, with no timestamps,
/// so the same catalog exports the same manifest at any `--jobs`.
struct Manifest: Codable {
  struct Entry: Codable {
    var preview: String
    var variant: String
    var format: String
    var file: String
    var width: Int
    var height: Int
    /// FNV-1a 64 of the file's bytes, in hex.
    var hash: String
    /// What the renderer reported while drawing it; empty for a clean render.
    var diagnostics: [String] = []
  }

  struct Failure: Codable {
    var preview: String
    var variant: String
    var message: String
  }

  var fingerprint: String
  var files: [Entry]
  var failures: [Failure]

  func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }
}
