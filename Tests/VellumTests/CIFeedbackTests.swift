import Foundation
import Testing
import Vellum
import VellumCairo
import VellumGallery
@testable import VellumPreview
import VellumTesting

/// What CI shows a reviewer: diagnostics in every output, a `--filter` typo that fails, the
/// real reason a golden was not recorded, JUnit a CI server can group, counts that say images
/// and previews, and workers that cannot take the machine's memory.
@Suite(.serialized)
struct CIFeedbackTests {
  let cli = CommandLineTests()

  func json(_ url: URL) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  @Test func aFilterMatchingNothingExits2AndNamesTheClosestPreviews() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    for command in ["export", "verify"] {
      let run = try cli.run("vellum-test-catalog", [command, "--filter", "Bleu"], in: folder)
      #expect(run.code == 2, "\(command): \(run.out)")
      #expect(run.err.contains("no preview matches 'Bleu'; the closest: 'Blue'"), "\(run.err)")
      #expect(!run.out.contains("all 0"), "nothing claims to have passed")
    }
    let glob = try cli.run("vellum-test-catalog", ["verify", "--filter", "Gren*"], in: folder)
    #expect(glob.code == 2 && glob.err.contains("'Green'"), "\(glob.err)")
  }

  @Test func diagnosticsReachOutputReportJUnitAndManifestAndStrictFails() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let env = ["VELLUM_TEST_DIAGNOSTICS": "1"]
    let warning = "Symbol light@2x: Image(systemName:): unknown symbol \"no.such.symbol\" drawn as a placeholder"

    let export = try cli.run(
      "vellum-test-catalog", ["export", "--out", "out", "--filter", "Symbol"], environment: env, in: folder)
    #expect(export.code == 0 && export.err.contains("warning: \(warning)"), "\(export.err)")
    #expect(export.out.contains("exported 2 files of 1 preview") && export.out.contains("2 with diagnostics"))
    let manifest = try json(folder.appendingPathComponent("out/manifest.json"))
    let files = manifest["files"] as? [[String: Any]] ?? []
    #expect(files.allSatisfy { ($0["diagnostics"] as? [String])?.first?.contains("no.such.symbol") == true })

    _ = try cli.run(
      "vellum-test-catalog", ["verify", "--goldens", "g", "--filter", "Symbol", "--record", "missing"],
      environment: env, in: folder)
    let verify = try cli.run(
      "vellum-test-catalog", ["verify", "--goldens", "g", "--filter", "Symbol", "--report", "r", "--junit", "j.xml"],
      environment: env, in: folder)
    #expect(verify.code == 0, "diagnostics alone warn: \(verify.out)")
    #expect(verify.err.contains("warning: \(warning)"), "\(verify.err)")
    #expect(verify.out.contains("all 2 images of 1 preview match their goldens; 2 with diagnostics"), "\(verify.out)")
    let entries = try json(folder.appendingPathComponent("r/report.json"))["entries"] as? [[String: Any]] ?? []
    #expect(entries.count == 2 && entries.allSatisfy { ($0["diagnostics"] as? [String])?.count == 1 })
    let html = try String(contentsOf: folder.appendingPathComponent("r/index.html"), encoding: .utf8)
    #expect(html.contains("With diagnostics <b>2</b>") && html.contains("unknown symbol &quot;no.such.symbol&quot;"))
    let junit = try String(contentsOf: folder.appendingPathComponent("j.xml"), encoding: .utf8)
    #expect(junit.contains("<system-err>warning: Image(systemName:): unknown symbol"), "\(junit)")

    let strict = try cli.run(
      "vellum-test-catalog", ["verify", "--goldens", "g", "--filter", "Symbol", "--report", "r", "--strict"],
      environment: env, in: folder)
    #expect(strict.code == 1 && strict.out.contains("diagnostics fail the preview under --strict"), "\(strict.out)")
    let strictExport = try cli.run(
      "vellum-test-catalog", ["export", "--out", "out", "--filter", "Symbol", "--strict"], environment: env, in: folder)
    #expect(strictExport.code == 1, "\(strictExport.out)")
  }

  /// With stdout and stderr in one log, as CI keeps them, every line is whole and a
  /// preview's warnings come right after its own line.
  @Test func oneLogHasWholeLinesAndWarningsFollowTheirPreview() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = CommandLineTests.binaries.appendingPathComponent("vellum-test-catalog").path
    for command in ["export --out out", "verify --goldens g --record missing"] {
      let run = try cli.run(
        "/bin/sh", ["-c", "exec \(catalog) \(command) --jobs 2 > log 2>&1"],
        environment: ["VELLUM_TEST_DIAGNOSTICS": "1"],
        in: folder, absolute: true)
      #expect(run.code == 1, "the trapping preview fails the run")
      let lines = try String(contentsOf: folder.appendingPathComponent("log"), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let starts = ["ok   ", "FAIL ", "warning: ", "exported ", "all ", "recorded ", ""]
      #expect(lines.filter { line in !starts.contains { line.hasPrefix($0) } && !line.contains(" of ") } == [])
      let warnings = lines.indices.filter { lines[$0].hasPrefix("warning: Symbol light@2x:") }
      #expect(warnings.count == 1, "\(lines)")
      for index in warnings {
        #expect(lines[index - 1].contains(" Symbol.light@2x.png"), "follows its preview's line: \(lines)")
      }
    }
  }

  @Test func verifyNamesItsOwnWayToRecordAMissingGolden() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try cli.run(
      "vellum-test-catalog", ["verify", "--goldens", "g", "--filter", "Blue", "--scheme", "light"], in: folder)
    #expect(run.code == 1)
    #expect(run.out.contains("verify records only when asked; record it with verify --record missing"), "\(run.out)")
    #expect(!run.out.contains("VELLUM_RECORD") && !run.out.contains("CI is set"), "no variable that verify ignores")
  }

  @Test func junitGroupsByPreviewWithTimesAndASummaryMessage() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = try cli.run("vellum-test-catalog", ["export", "--out", "g", "--filter", "Green"], in: folder)
    try FileManager.default.moveItem(
      at: folder.appendingPathComponent("g/Green.light@2x.png"),
      to: folder.appendingPathComponent("g/Blue.light@2x.png"))
    try FileManager.default.moveItem(
      at: folder.appendingPathComponent("g/Green.dark@2x.png"),
      to: folder.appendingPathComponent("g/Blue.dark@2x.png"))
    let run = try cli.run(
      "vellum-test-catalog", ["verify", "--goldens", "g", "--filter", "Blue", "--junit", "j.xml"], in: folder)
    #expect(run.code == 1)
    #expect(run.out.contains("2 of 2 images (1 of 1 preview) differ or failed"), "\(run.out)")
    let junit = try String(contentsOf: folder.appendingPathComponent("j.xml"), encoding: .utf8)
    let cases = junit.components(separatedBy: "<testcase ").dropFirst()
    #expect(cases.count == 2)
    for body in cases {
      #expect(body.hasPrefix("classname=\"Blue\" name=\""), "\(body)")
      let time = body.components(separatedBy: "time=\"").dropFirst().first?.prefix { $0 != "\"" }
      #expect(time.flatMap { Double($0) }.map { $0 > 0 } == true, "a time on every case: \(body)")
      let message = body.components(separatedBy: "message=\"").dropFirst().first?.prefix { $0 != "\"" } ?? ""
      #expect(message.contains("does not match its golden: "), "the summary, not just the headline: \(message)")
      #expect(message.contains("pixels differ") || message.contains("differ"), "\(message)")
      #expect(!message.contains("actual: /"), "image paths stay in the body")
    }
  }

  @Test func aWorkerPastItsMemoryLimitFailsAloneByName() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let start = Date()
    let run = try cli.run(
      "vellum-test-catalog",
      ["export", "--out", "out", "--scheme", "light", "--memory-limit", "256", "--jobs", "2"],
      environment: ["VELLUM_TEST_HOG": "1"], in: folder)
    #expect(run.code == 1)
    #expect(
      run.err.contains("Hog light@2x: used more than the memory limit of 256 MB (--memory-limit)"), "\(run.err)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/Blue.light@2x.png").path))
    #expect(Date().timeIntervalSince(start) < 60)
    let bad = try cli.run("vellum-test-catalog", ["export", "--memory-limit", "lots"], in: folder)
    #expect(bad.code == 2 && bad.err.contains("--memory-limit takes megabytes"))
  }

  /// `assertGolden`'s failure carries its message in the issue's headline, and diagnostics
  /// are a warning, or a failure with `strict`.
  @Test func assertGoldenFailuresHeadlineTheirMessageAndStrictFailsOnDiagnostics() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let renderer = try ImageRenderer()
    // A blue preview against a green golden.
    let green = renderer.displayList(Color.green, size: ProposedViewSize(width: 20, height: 20), scale: 2)
    try GoldenCheck.writeGolden(
      renderer.pixels(green.displayList, scale: 2, colorScheme: .light),
      to: folder.appendingPathComponent("Swatch.light@2x.png"))
    let swatch = Preview("Swatch", canvas: .fixed(width: 20, height: 20)) { Color.blue }
    withKnownIssue {
      assertGoldenPreviews([swatch], variants: [.light], goldens: folder.path)
    } matching: { issue in
      // The headline is the kind's description: the error's, which is the message.
      issue.error is GoldenFailure && "\(issue.kind)".contains("Swatch.light@2x.png does not match its golden")
    }
    // A preview drawn with a placeholder symbol, against a golden of exactly those pixels:
    // only `strict` fails it.
    let symbol = Preview("Symbol", canvas: .fixed(width: 40, height: 40)) { Image(systemName: "no.such.symbol") }
    let drawn = renderer.displayList(symbol.view, size: symbol.canvas.proposal, scale: 2, colorScheme: .light)
    #expect(drawn.diagnostics.count == 1)
    try GoldenCheck.writeGolden(
      renderer.pixels(drawn.displayList, scale: 2, colorScheme: .light),
      to: folder.appendingPathComponent("Symbol.light@2x.png"))
    withKnownIssue {
      assertGoldenPreviews([symbol], variants: [.light], goldens: folder.path, strict: true)
    } matching: { issue in
      "\(issue.kind)".contains("Symbol light@2x drew with diagnostics (strict):\nImage(systemName:): unknown symbol")
    }
  }

  /// A golden written by `vellum verify --record` and one written by `assertGolden` for the
  /// same preview are the same bytes, and `assertGoldenPreviews(goldens:)` checks a catalog's
  /// previews against the goldens `verify` keeps.
  @Test func verifyAndAssertGoldenShareOneGoldenSet() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let record = try cli.run(
      "vellum", ["verify", "--goldens", "g", "--filter", "Card", "--record", "missing"], in: folder)
    #expect(record.out.contains("recorded"), "\(record.out)")
    let card = try #require(Gallery.previews.first { $0.name == "Card" })
    let renderer = try ImageRenderer()
    for variant in [Variant.light, .dark] {
      let drawn = renderer.displayList(
        card.view, size: card.canvas.proposal, scale: 2, colorScheme: variant.colorScheme,
        safeArea: card.canvas.safeArea, chrome: card.chrome)
      let mine = folder.appendingPathComponent("mine.\(variant).png")
      try GoldenCheck.writeGolden(
        renderer.pixels(drawn.displayList, scale: 2, colorScheme: variant.colorScheme), to: mine,
        layout: drawn.layout.description)
      let theirs = folder.appendingPathComponent("g/Card.\(variant).png")
      #expect(try Data(contentsOf: mine) == Data(contentsOf: theirs), "one encoder, one metadata layout")
      let kept = try PNG.decode(Data(contentsOf: theirs)).text[GoldenCheck.layoutKeyword] ?? ""
      #expect(kept == drawn.layout.description && kept.contains("Text("), "the golden keeps its layout tree")
    }
    // Passes with no issue against verify's goldens (a missing one would fail or record).
    assertGoldenPreviews([card], goldens: folder.appendingPathComponent("g").path)
  }
}
