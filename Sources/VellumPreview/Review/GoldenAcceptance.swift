import Foundation
import VellumCairo

/// Makes a report's actual images the goldens they were compared with: what `vellum review`
/// and `vellum accept` do. A golden is written atomically, only as a plain file directly in
/// the goldens folder, and only from an image inside the report folder; it keeps the
/// fingerprint and layout tree the actual image carries (so it is a golden as `verify
/// --record` writes one), or the report's fingerprint for images from older reports.
struct GoldenAcceptance {
  /// A failed image that can be accepted: the report's entry and the golden it replaces.
  struct Candidate {
    var entry: Report.Entry
    /// The golden's file name, `<stem>.png` for the report's `images/<stem>.actual.png`.
    var golden: String
  }

  let report: Report
  let reportFolder: URL
  let goldens: URL

  init(reportFolder: URL, goldens: URL) throws {
    self.reportFolder = reportFolder.standardizedFileURL
    self.goldens = goldens.standardizedFileURL
    report = try Report.read(from: reportFolder)
  }

  /// The report named by the first positional argument (default: `verify`'s
  /// `.build/vellum-report`) and `--goldens` (default: `Goldens`).
  init(_ args: Arguments) throws {
    guard args.positional.count <= 1 else { throw UsageError(message: "give one report folder") }
    try self.init(
      reportFolder: URL(fileURLWithPath: args.positional.first ?? ".build/vellum-report"),
      goldens: URL(fileURLWithPath: args.value("--goldens") ?? "Goldens"))
  }

  /// Every image that did not pass and has an actual image, in the report's order.
  var candidates: [Candidate] {
    report.entries.compactMap { entry in
      guard entry.status != .passed, let golden = Self.goldenName(forActual: entry.actual) else { return nil }
      return Candidate(entry: entry, golden: golden)
    }
  }

  /// Images that failed without an image to accept (a trap, a timeout).
  var unacceptable: [Report.Entry] {
    report.entries.filter { $0.status != .passed && Self.goldenName(forActual: $0.actual) == nil }
  }

  /// `images/Card.light@2x.actual.png` → `Card.light@2x.png`; nil for anything else,
  /// including names with path separators or that start with a dot.
  static func goldenName(forActual path: String) -> String? {
    let suffix = ".actual.png"
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0] == "images", parts[1].hasSuffix(suffix) else { return nil }
    let stem = parts[1].dropLast(suffix.count)
    guard !stem.isEmpty, !stem.hasPrefix("."), !stem.contains("\\") else { return nil }
    return stem + ".png"
  }

  /// Writes the candidate's actual image as its golden and says what changed.
  func accept(_ candidate: Candidate) throws -> String {
    let source = reportFolder.appendingPathComponent(candidate.entry.actual).standardizedFileURL
    let target = goldens.appendingPathComponent(candidate.golden).standardizedFileURL
    guard source.deletingLastPathComponent().path == reportFolder.appendingPathComponent("images").path,
      target.deletingLastPathComponent().path == goldens.path
    else {
      throw UsageError(message: "\(candidate.entry.actual) is not an image of this report's images folder")
    }
    guard let data = FileManager.default.contents(atPath: source.path), let decoded = try? PNG.decode(data) else {
      throw UsageError(message: "\(source.path) is missing or not a PNG")
    }
    var text = decoded.text.filter { [RenderFingerprint.keyword, GoldenCheck.layoutKeyword].contains($0.key) }
    if text[RenderFingerprint.keyword] == nil { text[RenderFingerprint.keyword] = report.fingerprint }
    let existed = FileManager.default.fileExists(atPath: target.path)
    try GoldenCheck.write(PNG.encode(decoded.image, preset: .small, text: text), to: target)
    return "accepted \(candidate.golden) (\(existed ? candidate.change : "new golden"))"
  }
}

extension GoldenAcceptance.Candidate {
  /// What changed, in one line: the pixel count and the first view the layout diff names.
  var change: String {
    let lines = entry.message.split(separator: "\n").map(String.init)
    let pixels = lines.first { $0.contains("pixels differ") } ?? lines.first ?? entry.status.rawValue
    return ([pixels] + entry.layout.prefix(1).map(\.text)).joined(separator: "; ")
  }
}
