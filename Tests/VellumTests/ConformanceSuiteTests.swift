import Foundation
import Testing

/// The iOS conformance suite (issue 28): every case in Fixtures/Conformance rendered by the
/// built `vellum-conformance` and compared with its iOS render in ../shared/ios-reference by
/// Scripts/conformance.py. It fails when a case with no known difference is not within 1 pt of
/// iOS, and when a case with a known difference has come within 1 pt (so its reason goes).
@Suite(.tags(.slow), .fullTier) struct ConformanceSuiteTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func everyCaseIsWithinOnePointOfIOSOrSaysWhyNot() throws {
    let reference = Self.root.deletingLastPathComponent().appendingPathComponent("shared/ios-reference")
    try #require(
      FileManager.default.fileExists(atPath: reference.appendingPathComponent("README.md").path),
      "the iOS references are read from \(reference.path)")
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-conformance-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }

    let cli = CommandLineTests()
    let render = try cli.run("vellum-conformance", [out.path], in: FileManager.default.temporaryDirectory)
    #expect(render.code == 0, "vellum-conformance: \(render.err)")
    let compare = try cli.run(
      "/usr/bin/env", ["python3", Self.root.appendingPathComponent("Scripts/conformance.py").path, out.path],
      in: FileManager.default.temporaryDirectory, absolute: true)
    let lines = compare.out.split(separator: "\n").map(String.init)
    #expect(compare.code == 0, "\(compare.out)\n\(compare.err)")
    let summary = try #require(lines.last, "no output: \(compare.err)")
    let counts = summary.wholeMatch(of: /conformance: (\d+)\/(\d+) cases within 1 pt of iOS/)
    let total = try #require(counts.map { Int($0.2)! }, "last line: \(summary)")
    #expect(total >= 30, "at least 30 cases: \(summary)")
    #expect(lines.count == total + 1, "one line per case, then the summary")
  }
}
