import Foundation

/// What `vellum review` serves on 127.0.0.1: the report's own page with Accept and Reject on
/// each image that differs and Accept all in the header, the report's images, and two write
/// endpoints, `POST /accept` and `POST /reject`, that only the served page can call (the
/// server's Host, origin and per-run token checks). Accepting writes the golden atomically
/// (`GoldenAcceptance`); rejecting keeps the golden and is remembered for the page.
final class ReviewServer: @unchecked Sendable {
  let acceptance: GoldenAcceptance
  /// The secret the page sends with each write.
  let token: String
  private let candidates: [String: GoldenAcceptance.Candidate]
  private let log: @Sendable (String) -> Void
  private let lock = NSLock()
  /// Golden name → "accepted" or "rejected".
  private var decisions: [String: String] = [:]
  private var server: HTTPServer?

  init(acceptance: GoldenAcceptance, log: @escaping @Sendable (String) -> Void) {
    self.acceptance = acceptance
    self.log = log
    token = HTTPServer.makeToken()
    candidates = Dictionary(acceptance.candidates.map { ($0.golden, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Starts serving; returns the port.
  func start(port: UInt16) throws -> UInt16 {
    let server = try HTTPServer(port: port, writeToken: token) { [self] in handle($0) }
    self.server = server
    server.start()
    return server.port
  }

  func stop() { server?.stop() }

  func handle(_ request: HTTPServer.Request) -> HTTPServer.Response {
    switch (request.method, request.path) {
    case ("POST", "/accept"): return decide(request, accept: true)
    case ("POST", "/reject"): return decide(request, accept: false)
    case ("POST", _): return .notFound()
    case (_, "/"), (_, "/index.html"):
      return .content(status: 200, type: "text/html; charset=utf-8", body: Data(page.utf8))
    default:
      // Only the images the report names, read from its images folder.
      let name = String(request.path.dropFirst())
      guard Self.isReportImage(name),
        acceptance.report.entries.contains(where: { [$0.expected, $0.actual, $0.difference].contains(name) }),
        let data = FileManager.default.contents(atPath: acceptance.reportFolder.appendingPathComponent(name).path)
      else { return .notFound() }
      return .content(status: 200, type: "image/png", body: data)
    }
  }

  /// `images/<file>.png` with no further folder and no leading dot.
  static func isReportImage(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    return parts.count == 2 && parts[0] == "images" && !parts[1].hasPrefix(".") && parts[1].hasSuffix(".png")
  }

  /// `{"golden": "Card.light@2x.png"}` or `{"all": true}`; answers
  /// `{"accepted": [...], "rejected": [...], "errors": [...]}`.
  private func decide(_ request: HTTPServer.Request, accept: Bool) -> HTTPServer.Response {
    guard let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any] else {
      return Self.json(400, ["errors": ["the body is not a JSON object"]])
    }
    var chosen: [GoldenAcceptance.Candidate]
    if object["all"] as? Bool == true {
      chosen = acceptance.candidates
    } else if let golden = object["golden"] as? String, let candidate = candidates[golden] {
      chosen = [candidate]
    } else {
      return Self.json(404, ["errors": ["no image of this report has that golden"]])
    }
    var done: [String] = []
    var errors: [String] = []
    for candidate in chosen {
      if accept {
        do {
          log(try acceptance.accept(candidate))
          done.append(candidate.golden)
        } catch let error as UsageError {
          errors.append("\(candidate.golden): \(error.message)")
        } catch {
          errors.append("\(candidate.golden): \(error)")
        }
      } else {
        log("rejected \(candidate.golden): the golden is kept")
        done.append(candidate.golden)
      }
    }
    lock.withLock { for golden in done { decisions[golden] = accept ? "accepted" : "rejected" } }
    return Self.json(errors.isEmpty ? 200 : 409, [accept ? "accepted" : "rejected": done, "errors": errors])
  }

  static func json(_ status: Int, _ object: [String: Any]) -> HTTPServer.Response {
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    return .content(status: status, type: "application/json", body: data)
  }

  /// The report page with the review controls and this run's token.
  var page: String {
    var sections: [String: String] = [:]
    for (index, entry) in acceptance.report.entries.enumerated() {
      if let golden = GoldenAcceptance.goldenName(forActual: entry.actual), entry.status != .passed {
        sections["e\(index)"] = golden
      }
    }
    let state: [String: Any] = [
      "token": token, "sections": sections, "decisions": lock.withLock { decisions },
      "goldens": acceptance.goldens.path,
    ]
    let json = (try? JSONSerialization.data(withJSONObject: state, options: [.sortedKeys])).map {
      String(decoding: $0, as: UTF8.self)
    }
    // `</` cannot end the script early: JSON escapes nothing here, so break it up.
    let data = (json ?? "{}").replacingOccurrences(of: "</", with: "<\\/")
    let script = "<script>const REVIEW = \(data);</script>\n" + ReviewPage.script
    return acceptance.report.html.replacingOccurrences(
      of: "<title>Vellum verify</title>", with: "<title>Vellum review</title>"
    )
    .replacingOccurrences(of: "<h1>Vellum verify</h1>", with: "<h1>Vellum review</h1>")
    .replacingOccurrences(of: "</body></html>", with: ReviewPage.style + script + "</body></html>")
  }
}
