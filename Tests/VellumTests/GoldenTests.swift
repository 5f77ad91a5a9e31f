import Foundation
import Testing
import Vellum
import VellumCairo
@testable import VellumPreview
@testable import VellumTesting

/// The golden machinery on crafted images: record modes, failure messages, tolerance and
/// anti-aliasing, unreadable and mismatched goldens, text goldens.
@Suite(.serialized)
struct GoldenTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-goldens-\(UUID().uuidString)")
  var golden: URL { folder.appendingPathComponent("Goldens/case.light@2x.png") }
  var artifacts: URL { folder.appendingPathComponent("artifacts") }

  /// A 20×10 image: white, with a black square whose right edge is anti-aliased grey.
  func image(_ change: ((inout [UInt8], Int) -> Void)? = nil, width: Int = 20) -> RGBAImage {
    var rgba = [UInt8](repeating: 255, count: width * 10 * 4)
    for y in 2..<8 {
      for x in 2..<8 {
        let o = (y * width + x) * 4
        rgba[o] = 0
        rgba[o + 1] = 0
        rgba[o + 2] = 0
      }
      let o = (y * width + 8) * 4
      rgba[o] = 128
      rgba[o + 1] = 128
      rgba[o + 2] = 128
    }
    change?(&rgba, width)
    return RGBAImage(width: width, height: 10, rgba: rgba)
  }

  func setPixel(_ x: Int, _ y: Int, _ value: UInt8) -> (inout [UInt8], Int) -> Void {
    { rgba, width in
      let o = (y * width + x) * 4
      rgba[o] = value
      rgba[o + 1] = value
      rgba[o + 2] = value
    }
  }

  @Test func recordModeComesFromTheEnvironmentAndCIForcesNever() {
    #expect(RecordMode.mode(in: [:]) == .missing)
    #expect(RecordMode.mode(in: ["VELLUM_RECORD": "all"]) == .all)
    #expect(RecordMode.mode(in: ["VELLUM_RECORD": "failed"]) == .failed)
    #expect(RecordMode.mode(in: ["VELLUM_RECORD": "never"]) == .never)
    #expect(RecordMode.mode(in: ["VELLUM_RECORD": "all", "CI": "true"]) == .never)
    #expect(RecordMode.mode(in: ["CI": "1"]) == .never)
  }

  /// The missing-golden message gives the real reason nothing was recorded, and the way that
  /// records in a test run.
  @Test func theMissingGoldenAdviceNamesTheRealReason() {
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(RecordMode.advice(in: [:]) == "record it with VELLUM_RECORD=missing swift test")
    let ci = RecordMode.advice(in: ["CI": "true", "VELLUM_RECORD": "missing"])
    #expect(ci.contains("because CI=true is set") && !ci.contains("VELLUM_RECORD=never"), "\(ci)")
    let never = RecordMode.advice(in: ["VELLUM_RECORD": "never"])
    #expect(never.contains("because VELLUM_RECORD=never") && !never.contains("CI"), "\(never)")
    #expect(RecordMode.advice(in: ["VELLUM_RECORD": "sometimes"]).contains("VELLUM_RECORD=sometimes is not"))
    let url = folder.appendingPathComponent("missing.png")
    let outcome = GoldenCheck.image(image(), golden: url, artifacts: artifacts, mode: .never, advice: never)
    #expect(outcome.message.hasPrefix("no golden at \(url.path): recording is off because VELLUM_RECORD=never"))
  }

  @Test func missingGoldensFailInNeverModeAndAreRecordedOtherwise() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let never = GoldenCheck.image(image(), golden: golden, artifacts: artifacts, mode: .never)
    #expect(!never.passed && never.message.contains(RecordMode.currentAdvice), "\(never.message)")
    #expect(!FileManager.default.fileExists(atPath: golden.path), "never mode writes nothing")

    let recorded = GoldenCheck.image(image(), golden: golden, artifacts: artifacts, mode: .missing)
    #expect(!recorded.passed && recorded.message.contains("recorded"), "a new golden fails until it is looked at")
    let decoded = try PNG.decode(Data(contentsOf: golden))
    #expect(decoded.image == image())
    #expect(decoded.text[RenderFingerprint.keyword] == RenderFingerprint.current, "goldens carry the fingerprint")

    let again = GoldenCheck.image(image(), golden: golden, artifacts: artifacts, mode: .missing)
    #expect(again.passed)
  }

  @Test func aDifferenceIsExplainedWithArtifacts() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = GoldenCheck.image(image(), golden: golden, artifacts: artifacts, mode: .missing)
    let outcome = GoldenCheck.image(image(setPixel(15, 5, 0)), golden: golden, artifacts: artifacts, mode: .missing)
    #expect(!outcome.passed)
    #expect(
      outcome.message.contains("1 of 200 pixels differ (0.5000 %), largest channel difference 255"),
      "\(outcome.message)")
    #expect(outcome.message.contains("tolerance: exact"))
    for suffix in ["actual", "expected", "difference"] {
      let url = artifacts.appendingPathComponent("case.light@2x.\(suffix).png")
      #expect(FileManager.default.fileExists(atPath: url.path), "\(suffix) written")
      #expect(outcome.message.contains(url.path), "the message gives the \(suffix) path")
    }
    let difference = try PNG.decode(Data(contentsOf: artifacts.appendingPathComponent("case.light@2x.difference.png")))
    #expect(difference.image.width == 3 * 20 + 16 && difference.image.height == 10, "expected | difference | actual")
    #expect(difference.image[20 + 8 + 15, 5] == (255, 0, 0, 255), "the differing pixel is red")
    #expect(outcome.attachments.count == 3)
    let golden = try Data(contentsOf: golden)
    #expect(try PNG.decode(golden).image == image(), "a failure in missing mode leaves the golden alone")
  }

  @Test func toleranceForgivesWhatItSays() {
    let expected = image()
    let faint = image(setPixel(15, 5, 250))  // white → 250: a faint change
    let strong = image(setPixel(15, 5, 0))
    #expect(!ImageComparison(expected: expected, actual: faint).matches, "exact sees every change")
    #expect(ImageComparison(expected: expected, actual: faint, tolerance: .perceptual).matches, "YIQ threshold 0.1")
    #expect(!ImageComparison(expected: expected, actual: strong, tolerance: .perceptual).matches)
    #expect(ImageComparison(expected: expected, actual: strong, tolerance: Tolerance(maxDifferentPixels: 1)).matches)
    #expect(
      !ImageComparison(expected: expected, actual: strong, tolerance: Tolerance(maxDifferentShare: 0.001)).matches)
    #expect(ImageComparison(expected: expected, actual: strong, tolerance: Tolerance(maxDifferentShare: 0.005)).matches)
    let summary = ImageComparison(expected: expected, actual: strong, tolerance: .perceptual).summary
    #expect(summary.contains("per-pixel YIQ threshold 0.1") && summary.contains("anti-aliased pixels forgiven"))
  }

  @Test func antialiasedEdgePixelsAreForgivenOnlyWhenAsked() {
    // The grey edge column becomes a lighter grey: an anti-aliasing change.
    let expected = image()
    let actual = image(setPixel(8, 4, 190))
    let strict = ImageComparison(expected: expected, actual: actual, tolerance: Tolerance(perPixel: 0.05))
    let forgiving = ImageComparison(
      expected: expected, actual: actual, tolerance: Tolerance(perPixel: 0.05, ignoresAntialiasing: true))
    #expect(strict.differentPixels == 1 && !strict.matches)
    #expect(forgiving.differentPixels == 0 && forgiving.antialiasedPixels == 1 && forgiving.matches)
    // A change in a flat area is not anti-aliasing.
    let flat = ImageComparison(
      expected: expected, actual: image(setPixel(15, 5, 190)),
      tolerance: Tolerance(perPixel: 0.05, ignoresAntialiasing: true))
    #expect(flat.differentPixels == 1)
  }

  @Test func sizesThatDifferStillGetADifferenceImage() throws {
    let comparison = ImageComparison(expected: image(), actual: image(width: 24))
    #expect(!comparison.matches && !comparison.sizesMatch)
    #expect(comparison.summary.contains("expected 20×10 px, actual 24×10 px"))
    #expect(comparison.differentPixels == 40, "the padding counts as different")
    let difference = comparison.differenceImage(expected: image(), actual: image(width: 24))
    #expect(difference.width == 3 * 24 + 16)
  }

  @Test func unreadableGoldensSaySo() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not a png".utf8).write(to: golden)
    let notPNG = GoldenCheck.image(image(), golden: golden, artifacts: artifacts, mode: .missing)
    #expect(!notPNG.passed && notPNG.message.contains("cannot be read"), "\(notPNG.message)")
    let good = try PNG.encode(image())
    try good.prefix(good.count - 20).write(to: golden)
    let truncated = GoldenCheck.image(image(), golden: golden, artifacts: artifacts, mode: .missing)
    #expect(!truncated.passed && truncated.message.contains("truncated"), "\(truncated.message)")
    let rerecorded = GoldenCheck.image(image(), golden: golden, artifacts: artifacts, mode: .failed)
    #expect(rerecorded.message.contains("recorded"))
    #expect(try PNG.decode(Data(contentsOf: golden)).image == image(), "failed mode replaces the broken golden")
  }

  @Test func aGoldenFromOtherSoftwareIsNamedFirst() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
    let other = RenderFingerprint.current.replacingOccurrences(of: "cairo ", with: "cairo 0.9-")
    try PNG.encode(image(), text: [RenderFingerprint.keyword: other]).write(to: golden)
    let outcome = GoldenCheck.image(image(setPixel(15, 5, 0)), golden: golden, artifacts: artifacts, mode: .missing)
    #expect(
      outcome.message.hasPrefix("the golden was made by other software — cairo: recorded with 0.9-"),
      "\(outcome.message)")
    let matching = GoldenCheck.image(image(), golden: golden, artifacts: artifacts, mode: .missing)
    #expect(matching.passed, "a match passes whoever made the golden")
  }

  @Test func failedModeRewritesOnlyFailures() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = GoldenCheck.image(image(), golden: golden, artifacts: artifacts, mode: .missing)
    let before = try Data(contentsOf: golden)
    #expect(GoldenCheck.image(image(), golden: golden, artifacts: artifacts, mode: .failed).passed)
    #expect(try Data(contentsOf: golden) == before, "a passing golden is untouched")
    let changed = image(setPixel(15, 5, 0))
    let outcome = GoldenCheck.image(changed, golden: golden, artifacts: artifacts, mode: .failed)
    #expect(!outcome.passed && outcome.message.contains("recorded"))
    #expect(try PNG.decode(Data(contentsOf: golden)).image == changed)
  }

  @Test func textGoldensShowALineDiff() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("case.layout.txt")
    let text = (1...10).map { "line \($0)" }.joined(separator: "\n")
    _ = GoldenCheck.text(text, golden: url, mode: .missing)
    #expect(GoldenCheck.text(text, golden: url, mode: .never).passed)
    let changed = text.replacingOccurrences(of: "line 5", with: "line five")
    let outcome = GoldenCheck.text(changed, golden: url, mode: .never)
    #expect(!outcome.passed)
    // A unified diff: the hunk header numbers both texts, the removed line comes first.
    #expect(
      outcome.message.hasSuffix(
        """
        --- expected
        +++ actual
        @@ -3,5 +3,5 @@
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
        """), "\(outcome.message)")
    // An added and a removed line shift the numbers of the actual text.
    let inserted = text.replacingOccurrences(of: "line 2\n", with: "line 2\nnew\n")
      .replacingOccurrences(of: "line 9\n", with: "")
    let diff = GoldenCheck.text(inserted, golden: url, mode: .never).message
    #expect(diff.contains("@@ -1,4 +1,5 @@\n line 1\n line 2\n+new\n line 3\n line 4"), "\(diff)")
    #expect(diff.contains("@@ -7,4 +8,3 @@\n line 7\n line 8\n-line 9\n line 10"), "\(diff)")
  }

  @Test func goldenNamesComeFromTheTestAndTheName() {
    let base = GoldenFiles.base(
      file: "/repo/Tests/AppTests/CardTests.swift", function: "cardInBothSchemes()", name: "card/../x")
    #expect(base.folder == "CardTests")
    #expect(base.stem == "cardInBothSchemes.card_.._x", "no path separators survive")
    #expect(GoldenFiles.safe("..") == "_")
  }
}
