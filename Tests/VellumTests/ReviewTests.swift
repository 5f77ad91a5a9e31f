import Foundation
import Testing
import VellumCairo

@testable import VellumPreview

/// `vellum accept` and `vellum review`: a report's actual images become goldens, listed one
/// by one, written only into the goldens folder, and only the review page itself can ask.
@Suite struct ReviewTests {
  let cli = CommandLineTests()
  static let login = ["VELLUM_TEST_LOGIN": "1"]
  static let moved = ["VELLUM_TEST_LOGIN": "1", "VELLUM_TEST_MOVED": "1"]

  /// A scratch folder with the Login preview's goldens recorded, then a report in which the
  /// button has moved (two images differ).
  func failingReport() throws -> URL {
    let folder = try cli.scratch()
    let arguments = ["verify", "--goldens", "g", "--filter", "Login"]
    _ = try cli.run("vellum-test-catalog", arguments + ["--record", "missing"], environment: Self.login, in: folder)
    let verify = try cli.run("vellum-test-catalog", arguments, environment: Self.moved, in: folder)
    #expect(verify.code == 1, "\(verify.out)")
    return folder
  }

  func golden(_ folder: URL, _ name: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent("g/\(name)"))
  }

  @Test func acceptMakesEachChangedImageItsGoldenAndListsIt() throws {
    let folder = try failingReport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try golden(folder, "Login.light@2x.png")
    let dry = try cli.run(
      "vellum-test-catalog", ["accept", "--goldens", "g", "--dry-run"], environment: Self.moved, in: folder)
    #expect(dry.code == 0 && dry.out.contains("2 of 2 images would be accepted"), "\(dry.out)\(dry.err)")
    #expect(try golden(folder, "Login.light@2x.png") == before, "a dry run writes nothing")

    let accept = try cli.run("vellum-test-catalog", ["accept", "--goldens", "g"], environment: Self.moved, in: folder)
    #expect(accept.code == 0, "\(accept.err)")
    let lines = accept.out.split(separator: "\n").map(String.init)
    #expect(
      lines.contains {
        $0.hasPrefix("accepted Login.light@2x.png (") && $0.contains("pixels differ")
          && $0.contains("frame \"Sign in\": x 60 → 40")
      }, "each change listed with what moved: \(lines)")
    #expect(lines.contains { $0.hasPrefix("accepted Login.dark@2x.png (") }, "\(lines)")
    #expect(lines.last == "2 of 2 images accepted into \(folder.appendingPathComponent("g").path)", "\(lines)")
    let accepted = try PNG.decode(try golden(folder, "Login.light@2x.png"))
    #expect(accepted.text[GoldenCheck.layoutKeyword]?.contains("Text(\"Sign in\")") == true, "it keeps its tree")
    #expect(accepted.text[RenderFingerprint.keyword] != nil, "and the fingerprint of what drew it")

    let verify = try cli.run(
      "vellum-test-catalog", ["verify", "--goldens", "g", "--filter", "Login"], environment: Self.moved, in: folder)
    #expect(verify.code == 0, "the accepted goldens match: \(verify.out)")
    let again = try cli.run("vellum-test-catalog", ["accept", "--goldens", "g"], environment: Self.moved, in: folder)
    #expect(again.out.contains("nothing to accept"), "\(again.out)")
  }

  @Test func aReportCannotNameAGoldenOutsideTheGoldensFolder() throws {
    #expect(GoldenAcceptance.goldenName(forActual: "images/Card.light@2x.actual.png") == "Card.light@2x.png")
    for path in [
      "images/../../escape.actual.png", "../images/x.actual.png", "images/sub/x.actual.png", "/etc/x.actual.png",
      "images/.actual.png", "images/..actual.png", "images/x.expected.png", "images/a\\b.actual.png", "",
    ] {
      #expect(GoldenAcceptance.goldenName(forActual: path) == nil, "\(path)")
    }
    // A report whose entries point outside its images folder offers nothing to accept.
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    var entry = Report.Entry(preview: "Card", variant: "light@2x", status: .failed, message: "differs")
    entry.actual = "images/../../../outside.actual.png"
    try Report(fingerprint: "test", entries: [entry]).write(to: folder.appendingPathComponent("r"), junit: nil)
    let accept = try cli.run("vellum-test-catalog", ["accept", "r", "--goldens", "g"], in: folder)
    #expect(accept.code == 0 && accept.out.contains("skipped Card light@2x: no image to accept"), "\(accept.out)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("g").path))
    let missing = try cli.run("vellum-test-catalog", ["accept", "nowhere"], in: folder)
    #expect(missing.code == 2 && missing.err.contains("is not a Vellum report"), "\(missing.err)")
  }

  /// Sends a request to the review server and returns the status line and body.
  static func send(
    _ method: String, _ path: String, port: UInt16, headers: [String] = [], body: String = ""
  ) throws -> (status: String, body: String) {
    var request = "\(method) \(path) HTTP/1.1\r\n" + headers.map { $0 + "\r\n" }.joined()
    if method == "POST" { request += "Content-Length: \(body.utf8.count)\r\n" }
    request += "\r\n" + body
    let answer = try #require(WatchServerTests.exchange(request, port: port))
    let parts = answer.components(separatedBy: "\r\n\r\n")
    return (answer.components(separatedBy: "\r\n").first ?? "", parts.dropFirst().joined(separator: "\r\n\r\n"))
  }

  @Test func onlyTheReviewPageItselfCanAcceptOrReject() throws {
    let folder = try failingReport()
    defer { try? FileManager.default.removeItem(at: folder) }
    let acceptance = try GoldenAcceptance(
      reportFolder: folder.appendingPathComponent(".build/vellum-report"), goldens: folder.appendingPathComponent("g"))
    let review = ReviewServer(acceptance: acceptance) { _ in }
    let port = try review.start(port: 0)
    defer { review.stop() }
    let before = try golden(folder, "Login.light@2x.png")

    let page = try Self.send("GET", "/", port: port)
    #expect(page.status == "HTTP/1.1 200 OK" && page.body.contains(review.token), "the page carries the token")
    #expect(page.body.contains("\"e1\":\"Login.light@2x.png\"") && page.body.contains("Accept all"))
    #expect(try Self.send("GET", "/images/Login.light@2x.actual.png", port: port).status == "HTTP/1.1 200 OK")
    for path in ["/report.json", "/images/../report.json", "/images/%2e%2e/report.json", "/g/Login.light@2x.png"] {
      #expect(try Self.send("GET", path, port: port).status == "HTTP/1.1 404 Not Found", "\(path)")
    }

    let origin = "Origin: http://127.0.0.1:\(port)"
    let token = "X-Vellum-Token: \(review.token)"
    let body = "{\"golden\":\"Login.light@2x.png\"}"
    let refused: [(String, [String])] = [
      ("a rebinding page (its own Host)", ["Host: evil.example:\(port)", origin, token]),
      ("another site", ["Origin: http://evil.example", token]),
      ("another site on this host", ["Origin: http://127.0.0.1:\(port &+ 1)", token]),
      ("no Origin", [token]),
      ("a cross-site fetch", [origin, token, "Sec-Fetch-Site: cross-site"]),
      ("no token", [origin]),
      ("a wrong token", [origin, "X-Vellum-Token: " + String(review.token.reversed())]),
    ]
    for (why, headers) in refused {
      let answer = try Self.send("POST", "/accept", port: port, headers: headers, body: body)
      #expect(answer.status == "HTTP/1.1 403 Forbidden", "\(why): \(answer)")
    }
    #expect(try golden(folder, "Login.light@2x.png") == before, "nothing refused wrote a golden")

    let reject = try Self.send("POST", "/reject", port: port, headers: [origin, token], body: body)
    #expect(reject.status == "HTTP/1.1 200 OK" && reject.body.contains("\"rejected\":[\"Login.light@2x.png\"]"))
    #expect(try golden(folder, "Login.light@2x.png") == before, "a rejected golden is kept")
    let unknown = try Self.send(
      "POST", "/accept", port: port, headers: [origin, token], body: "{\"golden\":\"../escape.png\"}")
    #expect(unknown.status == "HTTP/1.1 404 Not Found", "\(unknown)")
    let accept = try Self.send(
      "POST", "/accept", port: port, headers: [origin, token, "Sec-Fetch-Site: same-origin"], body: body)
    #expect(accept.status == "HTTP/1.1 200 OK" && accept.body.contains("\"accepted\":[\"Login.light@2x.png\"]"))
    let accepted = try PNG.decode(try golden(folder, "Login.light@2x.png")).image
    let actual = try PNG.decode(
      Data(contentsOf: folder.appendingPathComponent(".build/vellum-report/images/Login.light@2x.actual.png"))
    ).image
    #expect(accepted == actual, "the golden is now the actual image")
    #expect(try Self.send("GET", "/", port: port).body.contains("\"decisions\":{\"Login.light@2x.png\":\"accepted\"}"))
  }
}
