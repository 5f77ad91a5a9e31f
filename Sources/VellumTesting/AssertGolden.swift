import Foundation
import Testing
import Vellum
import VellumCairo
import VellumPreview
import XCTest

/// Renders `view` on `canvas` in each variant and compares it with its golden PNG,
/// `Goldens/<test file>/<test>.<name>.<variant>.png` (`card.light@2x.png` at the end).
///
/// Exact by default: Vellum renders the same bytes every time, so the decoded pixels are
/// memory-compared. Pass a `tolerance` to forgive perceptual differences. A failure says
/// what differs and which limits applied, names the software that made the golden if it
/// is not what is running, writes actual, expected and difference images under
/// `VELLUM_ARTIFACTS`, and attaches them to the test. Works in Swift Testing and XCTest.
public func assertGolden<V: View>(
  of view: V, named name: String, canvas: Canvas = .device(.iPhone15), variants: [Variant] = [.light],
  tolerance: Tolerance = .exact, environment: EnvironmentValues = .init(),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let location = GoldenLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  location.checkImages(
    of: view, named: name, canvas: canvas, variants: variants, tolerance: tolerance, environment: environment)
}

extension GoldenLocation {
  /// Renders `view` in each variant and compares it with `<test>.<name>.<variant>.png`.
  func checkImages<V: View>(
    of view: V, named name: String, canvas: Canvas, variants: [Variant], tolerance: Tolerance,
    environment: EnvironmentValues
  ) {
    let renderer: ImageRenderer
    do { renderer = try ImageRenderer() } catch { return fail("cannot render: \(error)", attachments: []) }
    for variant in variants {
      let image: RGBAImage
      do {
        let list = renderer.displayList(
          view, size: canvas.proposal, scale: CGFloat(variant.scale), colorScheme: variant.colorScheme,
          environment: environment, safeArea: canvas.safeArea
        ).displayList
        image = try renderer.pixels(list, scale: CGFloat(variant.scale), colorScheme: variant.colorScheme)
      } catch {
        fail("\(name) \(variant): cannot render: \(error)", attachments: [])
        continue
      }
      let file = "\(stem(name)).\(variant).png"
      let outcome = GoldenCheck.image(
        image, golden: goldens.appendingPathComponent(file), artifacts: artifacts, tolerance: tolerance, mode: .current)
      if !outcome.passed { fail(outcome.message, attachments: outcome.attachments) }
    }
  }
}

/// Compares the layout snapshot of `view` (each view's type and frame, laid out at `scale`)
/// with a text golden, `<test>.<name>.layout.txt`; a failure shows a line diff.
public func assertGolden<V: View>(
  layoutOf view: V, named name: String, canvas: Canvas = .device(.iPhone15), scale: Int = 2,
  environment: EnvironmentValues = .init(),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let location = GoldenLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  var environment = environment
  if let renderer = try? ImageRenderer() { environment.textMeasurer = renderer.text }
  let text =
    LayoutSnapshot(
      of: view, proposal: canvas.proposal, scale: CGFloat(scale), environment: environment, safeArea: canvas.safeArea
    )
    .description + "\n"
  location.checkText(text, file: "\(location.stem(name)).layout.txt")
}

/// Compares the display list of `view` (what will be drawn, in a stable text form) with a
/// text golden, `<test>.<name>.displaylist.txt`; a failure shows a line diff.
public func assertGolden<V: View>(
  displayListOf view: V, named name: String, canvas: Canvas = .device(.iPhone15), variant: Variant = .light,
  environment: EnvironmentValues = .init(), fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) {
  let location = GoldenLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  guard let renderer = try? ImageRenderer() else { return location.fail("cannot render", attachments: []) }
  let list = renderer.displayList(
    view, size: canvas.proposal, scale: CGFloat(variant.scale), colorScheme: variant.colorScheme,
    environment: environment, safeArea: canvas.safeArea
  ).displayList
  location.checkText(list.description + "\n", file: "\(location.stem(name)).\(variant).displaylist.txt")
}

/// Where an assertion was written, and how to report from there.
struct GoldenLocation {
  let fileID: StaticString
  let filePath: StaticString
  let function: String
  let line: UInt
  let column: UInt

  var path: String { "\(filePath)" }
  var folder: String { GoldenFiles.base(file: path, function: function, name: "").folder }
  var goldens: URL { GoldenFiles.goldens(for: path).appendingPathComponent(folder) }
  var artifacts: URL { GoldenFiles.artifacts(for: path).appendingPathComponent(folder) }
  func stem(_ name: String) -> String { GoldenFiles.base(file: path, function: function, name: name).stem }

  func checkText(_ text: String, file: String) {
    let outcome = GoldenCheck.text(text, golden: goldens.appendingPathComponent(file), mode: .current)
    if !outcome.passed { fail(outcome.message, attachments: [(file, Data(text.utf8))]) }
  }

  /// Records a failure in Swift Testing (with attachments) or XCTest.
  func fail(_ message: String, attachments: [(name: String, data: Data)]) {
    if Test.current != nil {
      let location = SourceLocation(
        fileID: "\(fileID)", filePath: path, line: Int(line), column: Int(column))
      for (name, data) in attachments { Attachment.record([UInt8](data), named: name, sourceLocation: location) }
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}
