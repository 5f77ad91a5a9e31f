import Foundation
import VellumCairo

/// The result of checking one rendered image or text against its golden.
public struct GoldenOutcome: Sendable {
  /// Whether the test passes.
  public var passed: Bool
  /// Why it failed (or what was recorded).
  public var message: String
  /// Files to attach to the failing test: (name, bytes).
  public var attachments: [(name: String, data: Data)] = []
}

/// Compares an image with a golden PNG, records per the mode, and explains a failure.
/// This is the machinery behind `assertGolden` and `vellum verify`.
public enum GoldenCheck {
  /// `advice` says, when a golden is missing and `mode` is `never`, why nothing was recorded
  /// and what records it in the caller's setting (a test run or `vellum verify`).
  ///
  /// `layout` is the laid-out tree the image was drawn from (`LayoutSnapshot.description`):
  /// a recorded golden keeps it, and a mismatch says which views moved, resized, appeared or
  /// disappeared since the golden's tree, and writes them (with their frames, to outline on
  /// the images) to `<stem>.layout.json` beside the other artifacts.
  public static func image(
    _ actual: RGBAImage, golden: URL, artifacts: URL, tolerance: Tolerance = .exact, mode: RecordMode,
    advice: String = RecordMode.currentAdvice, layout: String? = nil
  ) -> GoldenOutcome {
    let name = golden.lastPathComponent
    let exists = FileManager.default.fileExists(atPath: golden.path)
    func record(_ why: String) -> GoldenOutcome {
      do {
        try GoldenCheck.writeGolden(actual, to: golden, layout: layout)
        return GoldenOutcome(
          passed: false, message: "\(why); recorded \(golden.path) — open it, check it, and run the test again")
      } catch {
        return GoldenOutcome(passed: false, message: "\(why); could not record \(golden.path): \(error)")
      }
    }
    guard exists else {
      if mode == .never {
        var message = "no golden at \(golden.path): \(advice)"
        var attachments: [(String, Data)] = []
        let url = artifacts.appendingPathComponent("\((name as NSString).deletingPathExtension).actual.png")
        if let data = try? PNG.encode(actual, preset: .fast, text: goldenText(layout: layout)),
          (try? write(data, to: url)) != nil
        {
          message += "\nactual: \(url.path)"
          attachments.append((url.lastPathComponent, data))
        }
        return GoldenOutcome(passed: false, message: message, attachments: attachments)
      }
      return record("no golden \(name)")
    }
    let expected: RGBAImage
    let recordedWith: String?
    let recordedLayout: String?
    do {
      let data = try Data(contentsOf: golden)
      let decoded = try PNG.decode(data)
      expected = decoded.image
      recordedWith = decoded.text[RenderFingerprint.keyword]
      recordedLayout = decoded.text[layoutKeyword]
    } catch {
      let why = "the golden \(golden.path) cannot be read (\(error)); it is truncated, not a PNG, or unreadable"
      return mode == .failed || mode == .all ? record(why) : GoldenOutcome(passed: false, message: why)
    }
    let comparison = ImageComparison(expected: expected, actual: actual, tolerance: tolerance)
    if comparison.matches {
      if mode == .all && recordedWith != RenderFingerprint.current {
        return record("\(name) matches but was made by other software")
      }
      return GoldenOutcome(passed: true, message: "\(name) matches")
    }
    var lines: [String] = []
    if let recordedWith, recordedWith != RenderFingerprint.current {
      let changes = RenderFingerprint.differences(recorded: recordedWith, running: RenderFingerprint.current)
      lines.append("the golden was made by other software — " + changes.joined(separator: "; "))
    } else if recordedWith == nil {
      lines.append("the golden carries no Vellum fingerprint")
    }
    lines.append("\(name) does not match its golden:")
    lines.append(comparison.summary)
    let stem = (name as NSString).deletingPathExtension
    var layoutFile: String?
    if let layout {
      if let recordedLayout {
        let diff = LayoutDiff(expected: recordedLayout, actual: layout)
        if diff.changes.isEmpty {
          lines.append("layout: every view has the frame it had; what differs is drawing, not layout")
        } else {
          lines.append("layout changes, causes first:")
          lines += diff.lines().map { "  " + $0 }
          let url = artifacts.appendingPathComponent("\(stem).layout.json")
          let encoder = JSONEncoder()
          encoder.outputFormatting = [.sortedKeys]
          if let data = try? encoder.encode(diff.changes), (try? GoldenCheck.write(data, to: url)) != nil {
            layoutFile = "layout: \(url.path)"
          }
        }
      } else {
        lines.append(
          "layout: the golden keeps no layout tree (recorded before Vellum kept one); record it again for a layout diff"
        )
      }
    }
    let difference = comparison.differenceImage(expected: expected, actual: actual)
    var attachments: [(String, Data)] = []
    var paths: [String] = []
    for (suffix, image) in [("actual", actual), ("expected", expected), ("difference", difference)] {
      let url = artifacts.appendingPathComponent("\(stem).\(suffix).png")
      // The actual image keeps what a golden keeps, so `vellum accept` can make it one.
      let text = suffix == "actual" ? goldenText(layout: layout) : [:]
      if let data = try? PNG.encode(image, preset: .fast, text: text), (try? GoldenCheck.write(data, to: url)) != nil {
        attachments.append((url.lastPathComponent, data))
        paths.append("\(suffix): \(url.path)")
      }
    }
    lines.append(contentsOf: paths)
    if let layoutFile { lines.append(layoutFile) }
    if mode == .failed || mode == .all {
      var outcome = record(lines.joined(separator: "\n"))
      outcome.attachments = attachments
      return outcome
    }
    return GoldenOutcome(passed: false, message: lines.joined(separator: "\n"), attachments: attachments)
  }

  /// Compares text (a layout snapshot or a display list) with a golden text file.
  public static func text(
    _ actual: String, golden: URL, mode: RecordMode, advice: String = RecordMode.currentAdvice
  ) -> GoldenOutcome {
    let name = golden.lastPathComponent
    func record(_ why: String) -> GoldenOutcome {
      do {
        try GoldenCheck.write(Data(actual.utf8), to: golden)
        return GoldenOutcome(
          passed: false, message: "\(why); recorded \(golden.path) — read it, and run the test again")
      } catch {
        return GoldenOutcome(passed: false, message: "\(why); could not record \(golden.path): \(error)")
      }
    }
    guard FileManager.default.fileExists(atPath: golden.path) else {
      if mode == .never {
        return GoldenOutcome(passed: false, message: "no golden at \(golden.path): \(advice)")
      }
      return record("no golden \(name)")
    }
    guard let data = FileManager.default.contents(atPath: golden.path),
      let expected = String(data: data, encoding: .utf8)
    else {
      let why = "the golden \(golden.path) cannot be read as UTF-8 text"
      return mode == .failed || mode == .all ? record(why) : GoldenOutcome(passed: false, message: why)
    }
    if expected == actual { return GoldenOutcome(passed: true, message: "\(name) matches") }
    let message = "\(name) does not match its golden:\n" + LineDiff(expected: expected, actual: actual).description
    return mode == .failed || mode == .all ? record(message) : GoldenOutcome(passed: false, message: message)
  }

  /// The PNG text chunk that keeps a golden's layout tree.
  public static let layoutKeyword = "vellum:layout"

  /// Writes a golden PNG (smallest preset, fingerprint and layout tree attached) atomically.
  public static func writeGolden(_ image: RGBAImage, to url: URL, layout: String? = nil) throws {
    try write(PNG.encode(image, preset: .small, text: goldenText(layout: layout)), to: url)
  }

  /// The text chunks a golden keeps: the fingerprint of the software that drew it and, when
  /// known, its layout tree.
  static func goldenText(layout: String?) -> [String: String] {
    var text = [RenderFingerprint.keyword: RenderFingerprint.current]
    if let layout { text[layoutKeyword] = layout }
    return text
  }

  /// Writes data atomically, creating the folder.
  static func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try writeAtomically(data, to: url)
  }
}
