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
    var name: String { "\(preview) \(variant)" }
  }

  var fingerprint: String
  var entries: [Entry]

  var failures: [Entry] { entries.filter { $0.status != .passed } }

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

  var junitXML: String {
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuite name=\"vellum verify\" tests=\"\(entries.count)\" failures=\"\(failures.count)\">",
    ]
    for entry in entries {
      let open = "  <testcase classname=\"vellum.verify\" name=\"\(Self.escape(entry.name))\""
      if entry.status == .passed {
        lines.append(open + "/>")
      } else {
        lines.append(open + ">")
        let first = entry.message.split(separator: "\n").first.map(String.init) ?? ""
        lines.append(
          "    <failure message=\"\(Self.escape(first))\">\(Self.escape(entry.message))</failure>")
        lines.append("  </testcase>")
      }
    }
    lines.append("</testsuite>")
    return lines.joined(separator: "\n") + "\n"
  }

  var html: String {
    let passed = entries.count - failures.count
    var body = """
      <h1>Vellum verify</h1>
      <p class="summary \(failures.isEmpty ? "ok" : "bad")">\(failures.isEmpty ? "All \(passed) previews match their goldens." : "\(failures.count) of \(entries.count) differ or failed; \(passed) match.")</p>
      <details class="fingerprint"><summary>rendered with \(Self.escape(software))</summary>\(Self.escape(fingerprint))</details>
      """
    for (index, entry) in failures.enumerated() {
      body += "<section class=\"failure\" id=\"f\(index)\"><h2>\(Self.escape(entry.name))</h2>"
      body += "<pre>\(Self.escape(entry.message))</pre><div class=\"images\">"
      for (title, path) in [("expected", entry.expected), ("actual", entry.actual)] where !path.isEmpty {
        body +=
          "<figure><figcaption>\(title)</figcaption><img class=\"\(title)\" src=\"\(Self.escape(path))\"></figure>"
      }
      if !entry.difference.isEmpty {
        body += "<figure class=\"wide\"><figcaption>expected | difference | actual</figcaption>"
        body += "<img class=\"difference\" src=\"\(Self.escape(entry.difference))\"></figure>"
      }
      body += "</div>"
      if !entry.expected.isEmpty && !entry.actual.isEmpty {
        body += """
          <div class="compare" style="--pos: 50%"><figcaption>slide: expected ◀ ▶ actual</figcaption>
          <div class="stack"><img src="\(Self.escape(entry.expected))"><img class="over" src="\(Self.escape(entry.actual))"></div>
          <input type="range" min="0" max="100" value="50" aria-label="slider"
            oninput="this.parentElement.style.setProperty('--pos', this.value + '%')">
          <button onclick="this.parentElement.classList.toggle('flipped')">flip</button></div>
          """
      }
      body += "</section>"
    }
    body += "<h2>Matching (\(passed))</h2><ul class=\"passed\">"
    for entry in entries where entry.status == .passed { body += "<li>\(Self.escape(entry.name))</li>" }
    body += "</ul>"
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>Vellum verify</title>
      <style>
      body { font: 14px system-ui, sans-serif; margin: 24px; background: #fafafa; color: #111; }
      .summary.ok { color: #1a7f37; font-weight: 600; } .summary.bad { color: #c62828; font-weight: 600; }
      .fingerprint { color: #666; font-size: 12px; word-break: break-all; }
      section.failure { background: white; border: 1px solid #ddd; border-radius: 8px; padding: 12px; margin: 16px 0; }
      pre { white-space: pre-wrap; background: #f3f3f3; padding: 8px; border-radius: 4px; }
      .images { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
      figure { margin: 0; } figcaption { font-size: 12px; color: #555; margin-bottom: 4px; }
      .images img { max-width: 260px; border: 1px solid #ccc; } .images .wide img { max-width: 800px; }
      .compare { margin-top: 12px; } .stack { position: relative; display: inline-block; }
      .stack img { display: block; max-width: 260px; border: 1px solid #ccc; }
      .stack .over { position: absolute; left: 0; top: 0; clip-path: inset(0 calc(100% - var(--pos)) 0 0); }
      .compare.flipped .stack .over { clip-path: none; }
      ul.passed { columns: 3; color: #1a7f37; }
      </style></head><body>
      \(body)
      </body></html>
      """
  }
}
