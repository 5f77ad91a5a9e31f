import Foundation
import Testing
import VellumCairo

@testable import VellumPreview

/// The verify report's page in headless Chromium: counts per status that filter, a name
/// filter, keyboard navigation between failures and the four views of a failure.
@Suite(.serialized, .tags(.slow), .fullTier)
struct ReportPageTests {
  let cli = CommandLineTests()

  @Test func theReportFiltersNavigatesAndSwitchesViewsInChromium() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try cli.run("vellum-test-catalog", ["verify", "--goldens", "g", "--record", "missing"], in: folder)
    // Blue's light golden becomes green: one mismatch; Trap and CrashInC fail in both schemes.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("g/Blue.light@2x.png"))
    try FileManager.default.copyItem(
      at: folder.appendingPathComponent("g/Green.light@2x.png"),
      to: folder.appendingPathComponent("g/Blue.light@2x.png"))
    let verify = try cli.run("vellum-test-catalog", ["verify", "--goldens", "g", "--report", "r"], in: folder)
    #expect(verify.code == 1)

    let browser = try Chromium()
    try browser.open(folder.appendingPathComponent("r/index.html").absoluteString)
    // A new target starts on about:blank, already "complete": wait for the report's own buttons.
    let ready = try browser.wait(for: "document.querySelectorAll('button.status').length", timeout: 30) {
      ($0 as? Int ?? 0) > 0
    }
    try #require((ready as? Int ?? 0) > 0, "the report page loaded")
    func value(_ expression: String) throws -> Any? { try browser.evaluate(expression) }
    let visible = "[...document.querySelectorAll('section.entry')].filter(s => !s.hidden).length"

    let counts =
      try value(
        "[...document.querySelectorAll('button.status')].map(b => b.textContent.trim()).join('|')") as? String
    #expect(counts == "All 15|Failed 1|Errors 4|Passed 10|With diagnostics 0", "\(counts ?? "")")
    #expect(try value(visible) as? Int == 15)

    _ = try value("document.querySelector('button.status[data-status=failed]').click()")
    #expect(try value(visible) as? Int == 1, "the Failed count filters")
    _ = try value("document.querySelector('button.status[data-status=error]').click()")
    #expect(try value(visible) as? Int == 4)
    _ = try value("document.querySelector('button.status[data-status=all]').click()")
    _ = try value(
      "const f = document.getElementById('filter'); f.value = 'GRE'; f.dispatchEvent(new Event('input'))")
    #expect(try value(visible) as? Int == 2, "the name filter ignores case: Green light and dark")
    _ = try value("const g = document.getElementById('filter'); g.value = ''; g.dispatchEvent(new Event('input'))")

    // n / p move between failures only, wrapping around.
    func press(_ key: String) throws {
      _ = try value("document.dispatchEvent(new KeyboardEvent('keydown', {key: '\(key)'}))")
    }
    let current = "document.querySelector('section.current h2').textContent"
    try press("n")
    let first = try value(current) as? String ?? ""
    #expect(first.contains("Blue light@2x") && first.hasPrefix("failed"), "\(first)")
    var seen = [first]
    for _ in 0..<4 {
      try press("n")
      seen.append(try value(current) as? String ?? "")
    }
    #expect(Set(seen).count == 5 && seen.allSatisfy { !$0.hasPrefix("passed") }, "\(seen)")
    try press("n")
    #expect(try value(current) as? String == first, "wraps to the first failure")
    try press("p")
    #expect(try value(current) as? String == seen.last)

    // The views of the mismatch: side by side first, then by keys and by tabs.
    try press("n")
    let shown = """
      (() => { const s = document.querySelector('section.current');
        return [...s.querySelectorAll('.panel')].filter(p => p.offsetParent !== null).map(p => p.dataset.panel).join(); })()
      """
    #expect(try value(shown) as? String == "side")
    try press("2")
    #expect(try value(shown) as? String == "slider")
    try press("3")
    #expect(try value(shown) as? String == "flip")
    let which = "document.querySelector('section.current .flip .which').textContent"
    #expect(try value(which) as? String == "expected")
    _ = try value("document.querySelector('section.current .flipper').click()")
    #expect(try value(which) as? String == "actual", "flip shows the other image")
    _ = try value("document.querySelector('section.current nav.views button[data-view=difference]').click()")
    #expect(try value(shown) as? String == "difference")
    try Chromium.save(browser, to: "report-difference.png")
  }

  /// A moved view outlined on both images, numbered as in the list of layout changes.
  @Test func theReportOutlinesTheViewsThatMoved() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["verify", "--goldens", "g", "--filter", "Login", "--scheme", "light", "--report", "r"]
    _ = try cli.run(
      "vellum-test-catalog", arguments + ["--record", "missing"], environment: ["VELLUM_TEST_LOGIN": "1"], in: folder)
    let verify = try cli.run(
      "vellum-test-catalog", arguments, environment: ["VELLUM_TEST_LOGIN": "1", "VELLUM_TEST_MOVED": "1"], in: folder)
    #expect(verify.code == 1)
    let browser = try Chromium()
    try browser.open(folder.appendingPathComponent("r/index.html").absoluteString)
    let boxes = try browser.wait(for: "document.querySelectorAll('.outlined .box').length", timeout: 30) {
      ($0 as? Int ?? 0) > 0
    }
    let listed = try browser.evaluate("document.querySelectorAll('figure.layout li').length") as? Int ?? 0
    #expect(listed >= 3, "the changes are listed")
    #expect(boxes as? Int == listed * 2, "each change outlined on the expected and the actual image")
    let first = try browser.evaluate("document.querySelector('figure.layout li').textContent") as? String
    #expect(first?.hasPrefix("frame \"Sign in\"") == true, "\(first ?? "")")
    // The first box sits on the button: inside the image, about half its width wide (160 of 240 pt).
    let share =
      try browser.evaluate(
        "(() => { const b = document.querySelectorAll('.stack.outlined')[1].querySelector('.box'); "
          + "return b.getBoundingClientRect().width / b.parentElement.getBoundingClientRect().width; })()") as? Double
      ?? 0
    #expect(share > 0.6 && share < 0.72, "the actual image's first box is 160 of 240 pt wide: \(share)")
    try Chromium.save(browser, to: "report-layout-diff.png")
  }

  /// `vellum review`'s page in a browser: Reject keeps a golden, Accept writes it, and the
  /// page says which; the browser's own requests pass the server's origin and token checks.
  @Test func theReviewPageAcceptsAndRejectsInABrowser() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["verify", "--goldens", "g", "--filter", "Login"]
    _ = try cli.run(
      "vellum-test-catalog", arguments + ["--record", "missing"], environment: ["VELLUM_TEST_LOGIN": "1"], in: folder)
    _ = try cli.run(
      "vellum-test-catalog", arguments, environment: ["VELLUM_TEST_LOGIN": "1", "VELLUM_TEST_MOVED": "1"], in: folder)
    let goldens = folder.appendingPathComponent("g")
    let before = try Data(contentsOf: goldens.appendingPathComponent("Login.dark@2x.png"))
    let review = ReviewServer(
      acceptance: try GoldenAcceptance(
        reportFolder: folder.appendingPathComponent(".build/vellum-report"), goldens: goldens)
    ) { _ in }
    let port = try review.start(port: 0)
    defer { review.stop() }
    let browser = try Chromium()
    try browser.open("http://127.0.0.1:\(port)/")
    let buttons = try browser.wait(for: "document.querySelectorAll('.review button').length", timeout: 30) {
      ($0 as? Int ?? 0) == 4
    }
    #expect(buttons as? Int == 4, "Accept and Reject on each of the two images")
    _ = try browser.evaluate("document.querySelector('#e0 .review .reject').click()")
    _ = try browser.evaluate("document.querySelector('#e1 .review .accept').click()")
    let decided = try browser.wait(
      for: "[...document.querySelectorAll('section[data-decision]')].map(s => s.id + ' ' + s.dataset.decision).join()",
      timeout: 20
    ) { ($0 as? String ?? "").split(separator: ",").count == 2 }
    #expect(decided as? String == "e0 rejected,e1 accepted", "\(decided ?? "")")
    #expect(try Data(contentsOf: goldens.appendingPathComponent("Login.dark@2x.png")) == before, "rejected: kept")
    let accepted = try PNG.decode(Data(contentsOf: goldens.appendingPathComponent("Login.light@2x.png"))).image
    let actual = try PNG.decode(
      Data(contentsOf: folder.appendingPathComponent(".build/vellum-report/images/Login.light@2x.actual.png"))
    ).image
    #expect(accepted == actual, "accepted: the golden is the actual image")
    try Chromium.save(browser, to: "review-page.png")
  }
}
