import Foundation
import Vellum
import VellumCairo
import VellumPreview

/// Golden-tests every preview: each `#Preview` and `PreviewProvider` of the modules the test
/// links (`Preview.discovered`, or the `previews` passed), on its own canvas, in each
/// variant its traits allow, against `Goldens/<test file>/<test>.<preview>.<variant>.png`.
/// One test function gives a whole package snapshot tests of all its previews:
///
/// ```swift
/// @Test func previews() { assertGoldenPreviews() }
/// ```
///
/// A test that links Vellum's own modules sees their previews too; pass
/// `Preview.discovered(inModule: "MyApp")` to test one module's previews.
public func assertGoldenPreviews(
  _ previews: [Preview] = Preview.discovered, variants: [Variant] = [.light, .dark], tolerance: Tolerance = .exact,
  environment: EnvironmentValues = .init(),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let location = GoldenLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  if previews.isEmpty {
    return location.fail("no previews to test: no #Preview or PreviewProvider was found", attachments: [])
  }
  for preview in previews {
    let allowed = preview.variants(
      schemes: Array(Set(variants.map(\.colorScheme))).sorted { $0.rawValue > $1.rawValue },
      scales: Array(Set(variants.map(\.scale))).sorted())
    let chosen = variants.filter(allowed.contains)
    location.checkImages(
      of: preview.view, named: preview.name, canvas: preview.canvas,
      variants: chosen.isEmpty ? allowed : chosen, tolerance: tolerance, environment: environment)
  }
}
