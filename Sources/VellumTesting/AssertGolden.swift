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
///
/// What the renderer reports while drawing (an unknown SF Symbol drawn as a placeholder, an
/// invalid size) is a test warning; with `strict` it fails the test.
///
/// On a device canvas the device's status bar and home indicator are drawn over the view
/// unless `chrome` is `.off`.
public func assertGolden<V: View>(
  of view: V, named name: String, canvas: VellumPreview.Canvas = .device(.iPhone15), variants: [Variant] = [.light],
  tolerance: Tolerance = .exact, environment: EnvironmentValues = .init(), strict: Bool = false,
  chrome: ChromeSetting = .automatic,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let location = GoldenLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  location.checkImages(
    named: name, variants: variants, tolerance: tolerance, strict: strict,
    render: GoldenLocation.renderInProcess(
      view, canvas: canvas, chrome: canvas.chrome(chrome), environment: environment)
  ) { location.goldens.appendingPathComponent("\(location.stem(name)).\($0).png") }
}

extension GoldenLocation {
  /// Renders `view` in each variant and compares it with the golden `file(variant)`.
  func checkImages(
    named name: String, variants: [Variant], tolerance: Tolerance, strict: Bool,
    render: (Variant) -> SelfWorker.Rendered, file: (Variant) -> URL
  ) {
    for variant in variants {
      switch render(variant) {
      case .failed(let message):
        fail("\(name) \(variant): \(message)", attachments: [])
      case .image(let image, let diagnostics, let layout):
        if !diagnostics.isEmpty {
          let text = diagnostics.joined(separator: "\n")
          if strict {
            fail("\(name) \(variant) drew with diagnostics (strict):\n\(text)", attachments: [])
          } else {
            warn("\(name) \(variant) drew with diagnostics:\n\(text)")
          }
        }
        let outcome = GoldenCheck.image(
          image, golden: file(variant), artifacts: artifacts, tolerance: tolerance, mode: .current, layout: layout)
        if !outcome.passed { fail(outcome.message, attachments: outcome.attachments) }
      }
    }
  }

  /// Draws `view` in this process, one variant at a time.
  static func renderInProcess<V: View>(
    _ view: V, canvas: VellumPreview.Canvas, chrome: DeviceChrome?, environment: EnvironmentValues
  ) -> (Variant) -> SelfWorker.Rendered {
    var made: Result<ImageRenderer, any Error>?
    return { variant in
      do {
        if made == nil { made = Result { try ImageRenderer() } }
        let renderer = try made!.get()
        let drawn = renderer.displayList(
          view, size: canvas.proposal, scale: CGFloat(variant.scale), colorScheme: variant.colorScheme,
          environment: environment, safeArea: canvas.safeArea, chrome: chrome)
        let image = try renderer.pixels(
          drawn.displayList, scale: CGFloat(variant.scale), colorScheme: variant.colorScheme)
        return .image(image, diagnostics: drawn.diagnostics, layout: drawn.layout.description)
      } catch {
        return .failed("cannot render: \(error)")
      }
    }
  }
}

/// Compares the layout snapshot of `view` (each view's type and frame, laid out at `scale`)
/// with a text golden, `<test>.<name>.layout.txt`; a failure shows a line diff.
public func assertGolden<V: View>(
  layoutOf view: V, named name: String, canvas: VellumPreview.Canvas = .device(.iPhone15), scale: Int = 2,
  environment: EnvironmentValues = .init(),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let location = GoldenLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  let text = laidOut(view, canvas: canvas, scale: scale, environment: environment).description + "\n"
  location.checkText(text, file: "\(location.stem(name)).layout.txt")
}

/// `view` laid out on `canvas` with Vellum's fonts measuring its text.
func laidOut<V: View>(
  _ view: V, canvas: VellumPreview.Canvas, scale: Int, environment: EnvironmentValues
) -> LayoutSnapshot {
  var environment = environment
  if let renderer = try? ImageRenderer() { environment.textMeasurer = renderer.text }
  return LayoutSnapshot(
    of: view, proposal: canvas.proposal, scale: CGFloat(scale), environment: environment, safeArea: canvas.safeArea)
}

/// Compares what VoiceOver would read in `view` (the accessibility snapshot: one numbered
/// line per element, with label, value, traits and frame, in reading order) with a text
/// golden, `<test>.<name>.accessibility.txt`; a failure shows a line diff.
public func assertGolden<V: View>(
  accessibilityOf view: V, named name: String, canvas: VellumPreview.Canvas = .device(.iPhone15), scale: Int = 2,
  environment: EnvironmentValues = .init(),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let location = GoldenLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  let text = laidOut(view, canvas: canvas, scale: scale, environment: environment).accessibilityDescription + "\n"
  location.checkText(text, file: "\(location.stem(name)).accessibility.txt")
}

/// Compares the display list of `view` (what will be drawn, in a stable text form) with a
/// text golden, `<test>.<name>.displaylist.txt`; a failure shows a line diff.
public func assertGolden<V: View>(
  displayListOf view: V, named name: String, canvas: VellumPreview.Canvas = .device(.iPhone15),
  variant: Variant = .light,
  environment: EnvironmentValues = .init(), chrome: ChromeSetting = .automatic, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, function: String = #function, line: UInt = #line, column: UInt = #column
) {
  let location = GoldenLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  guard let renderer = try? ImageRenderer() else { return location.fail("cannot render", attachments: []) }
  let list = renderer.displayList(
    view, size: canvas.proposal, scale: CGFloat(variant.scale), colorScheme: variant.colorScheme,
    environment: environment, safeArea: canvas.safeArea, chrome: canvas.chrome(chrome)
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
  /// Where failures and warnings go instead of the test, when set (the suite's own checks).
  var collected: Collected? = nil

  final class Collected: @unchecked Sendable {
    var failures: [String] = []
    var warnings: [String] = []
  }

  var path: String { "\(filePath)" }
  var folder: String { GoldenFiles.base(file: path, function: function, name: "").folder }
  var goldens: URL { GoldenFiles.goldens(for: path).appendingPathComponent(folder) }
  var artifacts: URL { GoldenFiles.artifacts(for: path).appendingPathComponent(folder) }
  func stem(_ name: String) -> String { GoldenFiles.base(file: path, function: function, name: name).stem }

  func checkText(_ text: String, file: String) {
    let outcome = GoldenCheck.text(text, golden: goldens.appendingPathComponent(file), mode: .current)
    if !outcome.passed { fail(outcome.message, attachments: [(file, Data(text.utf8))]) }
  }

  var sourceLocation: SourceLocation {
    SourceLocation(fileID: "\(fileID)", filePath: path, line: Int(line), column: Int(column))
  }

  /// Records a failure in Swift Testing (with attachments) or XCTest. In Swift Testing the
  /// failure is recorded as an error whose description is the message, so the message is the
  /// issue's headline rather than "Issue recorded".
  func fail(_ message: String, attachments: [(name: String, data: Data)]) {
    if let collected {
      collected.failures.append(message)
    } else if Test.current != nil {
      for (name, data) in attachments {
        Attachment.record([UInt8](data), named: name, sourceLocation: sourceLocation)
      }
      Issue.record(GoldenFailure(message: message), sourceLocation: sourceLocation)
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }

  /// A warning: a Swift Testing issue of severity `warning`, or a line on standard error.
  func warn(_ message: String) {
    if let collected {
      collected.warnings.append(message)
    } else if Test.current != nil {
      Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation)
    } else {
      FileHandle.standardError.write(Data("\(path):\(line): warning: \(message)\n".utf8))
    }
  }
}

/// A golden assertion's failure, recorded as an error so its message is the headline.
public struct GoldenFailure: Error, CustomStringConvertible, Sendable {
  public let message: String
  public var description: String { message }
}
