import Foundation
import Testing
import Vellum
import VellumCairo

@testable import VellumPreview

/// `verify` and the golden check say which views moved when an image no longer matches.
@Suite struct LayoutDiffVerifyTests {
  let cli = CommandLineTests()

  /// The test catalog's Login form, recorded, then verified with its button wider and
  /// pushed down: the failure names the button, not every pixel below it, and the report
  /// keeps the changes with their frames.
  @Test func verifyNamesTheViewThatMoved() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let login = ["VELLUM_TEST_LOGIN": "1"]
    let arguments = ["verify", "--goldens", "g", "--filter", "Login", "--scheme", "light", "--report", "r"]
    let record = try cli.run(
      "vellum-test-catalog", arguments + ["--record", "missing"], environment: login, in: folder)
    #expect(record.out.contains("recorded"), "\(record.out)")
    let golden = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("g/Login.light@2x.png")))
    #expect(golden.text[GoldenCheck.layoutKeyword]?.contains("Text(\"Sign in\")") == true, "the golden keeps its tree")

    var moved = login
    moved["VELLUM_TEST_MOVED"] = "1"
    let verify = try cli.run("vellum-test-catalog", arguments, environment: moved, in: folder)
    #expect(verify.code == 1)
    let report = try Report.read(from: folder.appendingPathComponent("r"))
    let entry = try #require(report.entries.first)
    let texts = entry.layout.map(\.text)
    #expect(
      texts.first == "frame \"Sign in\": x 60 → 40, y 104.5 → 112.5, 120×34 → 160×34",
      "the button's widened frame is the cause, named by its text: \(texts)")
    #expect(texts.contains { $0.hasPrefix("VStack: ") && $0.hasSuffix("143.81×133 → 160×149") }, "\(texts)")
    #expect(texts.contains("Text \"Forgot password?\": y 150.5 → 158.5"), "what moved: \(texts)")
    #expect(entry.message.contains("layout changes, causes first:"), "\(entry.message)")
    let button = try #require(entry.layout.first)
    #expect(button.expected?[2] == 120 && button.actual?[2] == 160, "frames to outline: \(button)")
  }

  /// A golden recorded before goldens kept their tree still works, and says why there is
  /// no layout diff.
  @Test func aGoldenWithoutATreeSaysSo() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let renderer = try ImageRenderer()
    func draw(_ width: CGFloat) throws -> (RGBAImage, String) {
      let drawn = renderer.displayList(
        Color.red.frame(width: width, height: 10), size: ProposedViewSize(width: 40, height: 10))
      return (try renderer.pixels(drawn.displayList, scale: 1, colorScheme: .light), drawn.layout.description)
    }
    let golden = folder.appendingPathComponent("old.png")
    try GoldenCheck.writeGolden(try draw(20).0, to: golden)
    let (image, layout) = try draw(30)
    let old = GoldenCheck.image(image, golden: golden, artifacts: folder, mode: .never, layout: layout)
    #expect(!old.passed && old.message.contains("keeps no layout tree"), "\(old.message)")

    try GoldenCheck.writeGolden(try draw(20).0, to: golden, layout: try draw(20).1)
    let now = GoldenCheck.image(image, golden: golden, artifacts: folder, mode: .never, layout: layout)
    #expect(now.message.contains("Color(red): x 10 → 5, 20×10 → 30×10"), "\(now.message)")
  }
}
