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
///
/// `goldens: "Goldens"` checks instead against the goldens the catalog's `vellum verify`
/// keeps, `<goldens>/<preview>.<variant>.png` (a relative folder is taken from the test's
/// package root), so a package has one set of goldens for both, reviewed once: the two write
/// the same bytes for the same pixels.
public func assertGoldenPreviews(
  _ previews: [Preview] = Preview.discovered, variants: [Variant] = [.light, .dark], tolerance: Tolerance = .exact,
  environment: EnvironmentValues = .init(), goldens: String? = nil, strict: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let location = GoldenLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  if previews.isEmpty {
    return location.fail("no previews to test: no #Preview or PreviewProvider was found", attachments: [])
  }
  let schemes = Array(Set(variants.map(\.colorScheme))).sorted { $0.rawValue > $1.rawValue }
  let scales = Array(Set(variants.map(\.scale))).sorted()
  // The file names `vellum verify` gives (unsafe names made safe, collisions numbered).
  let plan = BatchPlan(previews: previews, schemes: schemes, scales: scales, filter: nil, shard: nil)
  let folder = goldens.map { path in
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : GoldenFiles.packageRoot(of: location.path).appendingPathComponent(path)
  }
  for (index, preview) in previews.enumerated() {
    let allowed = preview.variants(schemes: schemes, scales: scales)
    let chosen = variants.filter(allowed.contains)
    location.checkImages(
      of: preview.view, named: preview.name, canvas: preview.canvas, chrome: preview.chrome,
      variants: chosen.isEmpty ? allowed : chosen, tolerance: tolerance, environment: environment, strict: strict
    ) { variant in
      if let folder, let item = plan.items.first(where: { $0.preview == index && $0.variant == variant }) {
        return folder.appendingPathComponent("\(item.stem).png")
      }
      return location.goldens.appendingPathComponent("\(location.stem(preview.name)).\(variant).png")
    }
  }
}
