import Foundation
import VellumCairo

/// The result of `vellum verify`: `report.json` (which `merge-reports` reads), `index.html`
/// and, when asked, JUnit XML. Written on every run, passing or not.
struct Report: Codable {
  struct Entry: Codable {
    enum Status: String, Codable { case passed, failed, error }
    var preview: String
    var variant: String
    var status: Status
    var message: String
    /// Images relative to the report folder; empty when not written.
    var expected = ""
    var actual = ""
    var difference = ""
    /// What the renderer reported while drawing it (unknown symbols, invalid sizes…).
    var diagnostics: [String] = []
    /// Seconds the render and comparison took.
    var seconds: Double = 0
    /// The views that changed since the golden's layout tree, causes first (empty when the
    /// layout is the same or the golden keeps no tree).
    var layout: [LayoutDiff.Change] = []
    var name: String { "\(preview) \(variant)" }

    init(preview: String, variant: String, status: Status, message: String) {
      self.preview = preview
      self.variant = variant
      self.status = status
      self.message = message
    }

    // Reports written before diagnostics and timings read as having none.
    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      preview = try c.decode(String.self, forKey: .preview)
      variant = try c.decode(String.self, forKey: .variant)
      status = try c.decode(Status.self, forKey: .status)
      message = try c.decode(String.self, forKey: .message)
      expected = try c.decodeIfPresent(String.self, forKey: .expected) ?? ""
      actual = try c.decodeIfPresent(String.self, forKey: .actual) ?? ""
      difference = try c.decodeIfPresent(String.self, forKey: .difference) ?? ""
      diagnostics = try c.decodeIfPresent([String].self, forKey: .diagnostics) ?? []
      seconds = try c.decodeIfPresent(Double.self, forKey: .seconds) ?? 0
      layout = try c.decodeIfPresent([LayoutDiff.Change].self, forKey: .layout) ?? []
    }

    /// The failure in one line, for JUnit's `message` and a summary: the message's lines
    /// without the paths of its images.
    var summary: String {
      let lines = message.split(separator: "\n").map(String.init).filter {
        !($0.hasPrefix("actual: ") || $0.hasPrefix("expected: ") || $0.hasPrefix("difference: ")
          || $0.hasPrefix("layout: /"))
      }
      let text = lines.joined(separator: " ")
      return text.count > 400 ? String(text.prefix(399)) + "…" : text
    }
  }

  var fingerprint: String
  var entries: [Entry]

  var failures: [Entry] { entries.filter { $0.status != .passed } }

  /// Counts in words: "24 images of 12 previews", "1 image of 1 preview".
  static func count(images: Int, previews: Int) -> String {
    "\(images) image\(images == 1 ? "" : "s") of \(previews) preview\(previews == 1 ? "" : "s")"
  }

  /// How many previews (not images) the entries cover.
  static func previews(_ entries: [Entry]) -> Int { Set(entries.map(\.preview)).count }

  /// The one-line result: "all 24 images of 12 previews match their goldens", or "3 of 24
  /// images (2 of 12 previews) differ or failed".
  var summary: String {
    let failed = failures
    if failed.isEmpty {
      return "all \(Self.count(images: entries.count, previews: Self.previews(entries))) match their goldens"
    }
    return
      "\(failed.count) of \(entries.count) image\(entries.count == 1 ? "" : "s") (\(Self.previews(failed)) of \(Self.previews(entries)) preview\(Self.previews(entries) == 1 ? "" : "s")) differ or failed"
  }

  /// Entries with diagnostics.
  var warned: [Entry] { entries.filter { !$0.diagnostics.isEmpty } }

  /// The fingerprint without its long list of font hashes.
  var software: String {
    fingerprint.components(separatedBy: " | ").map { $0.components(separatedBy: "; fonts ").first ?? $0 }
      .joined(separator: " | ")
  }

  /// Writes report.json and index.html into `folder`, and JUnit XML to `junit` if given.
  func write(to folder: URL, junit: URL?) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try writeAtomically(encoder.encode(self), to: folder.appendingPathComponent("report.json"))
    try writeAtomically(Data(html.utf8), to: folder.appendingPathComponent("index.html"))
    if let junit { try writeAtomically(Data(junitXML.utf8), to: junit) }
  }

  static func read(from folder: URL) throws -> Report {
    let url = folder.appendingPathComponent("report.json")
    do {
      return try JSONDecoder().decode(Report.self, from: Data(contentsOf: url))
    } catch {
      throw UsageError(message: "\(url.path) is not a Vellum report: \(error.localizedDescription)")
    }
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// JUnit XML: one test case per image, the preview as its class and the variant as its
  /// name, with its time; a failure's one-line summary in `message` and the whole message in
  /// the body; diagnostics in `system-err`.
  var junitXML: String {
    let total = entries.reduce(0) { $0 + $1.seconds }
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuite name=\"vellum verify\" tests=\"\(entries.count)\" failures=\"\(entries.filter { $0.status == .failed }.count)\" errors=\"\(entries.filter { $0.status == .error }.count)\" time=\"\(Self.seconds(total))\">",
    ]
    for entry in entries {
      let open =
        "  <testcase classname=\"\(Self.escape(entry.preview))\" name=\"\(Self.escape(entry.variant))\" time=\"\(Self.seconds(entry.seconds))\""
      if entry.status == .passed && entry.diagnostics.isEmpty {
        lines.append(open + "/>")
        continue
      }
      lines.append(open + ">")
      if entry.status != .passed {
        let tag = entry.status == .error ? "error" : "failure"
        lines.append(
          "    <\(tag) message=\"\(Self.escape(entry.summary))\">\(Self.escape(entry.message))</\(tag)>")
      }
      if !entry.diagnostics.isEmpty {
        let text = entry.diagnostics.map { "warning: \($0)" }.joined(separator: "\n")
        lines.append("    <system-err>\(Self.escape(text))</system-err>")
      }
      lines.append("  </testcase>")
    }
    lines.append("</testsuite>")
    return lines.joined(separator: "\n") + "\n"
  }

  static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
}
