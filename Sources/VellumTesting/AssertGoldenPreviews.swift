import Foundation
import Vellum
import VellumCairo
import VellumPreview

/// Golden-tests every preview: each `#Preview` and `PreviewProvider` of the modules the test
/// links (or of `module`, or the `previews` passed), on its own canvas, in each variant its
/// traits allow, against `Goldens/<test file>/<test>.<preview>.<variant>.png`. One test
/// function gives a whole package snapshot tests of all its previews:
///
/// ```swift
/// @Test func previews() { assertGoldenPreviews(module: "MyApp") }
/// ```
///
/// A test that links Vellum's own modules sees their previews too; `module` keeps one
/// module's previews.
///
/// Each preview renders in a worker copy of the test process, as `export` and `verify`
/// render in workers: a preview that traps (a missing `.environmentObject` is a
/// `fatalError`, as in SwiftUI) fails with its name and the trap's message, and the others
/// are still checked. Discovery runs each provider's `previews` in a worker first, so a
/// provider that traps there fails alone too. Previews listed by hand, and any checked with
/// an `environment`, render in the test process.
///
/// `traits:` renders each preview in a trait matrix instead of `variants` (the catalog's
/// `variants`, for one set of variants everywhere): its own traits in each scheme and scale,
/// then each extra Dynamic Type size, locale and device alone. A `Variant` may carry one such
/// trait too (`Variant(.light, locale: "ar")`). A preview's own traits pin what they pin.
///
/// `goldens: "Goldens"` checks instead against the goldens the catalog's `vellum verify`
/// keeps, `<goldens>/<preview>.<variant>.png` (a relative folder is taken from the test's
/// package root), so a package has one set of goldens for both, reviewed once: the two write
/// the same bytes for the same pixels.
public func assertGoldenPreviews(
  _ previews: [Preview]? = nil, module: String? = nil, variants: [Variant] = [.light, .dark],
  traits: TraitMatrix? = nil, tolerance: Tolerance = .exact, environment: EnvironmentValues? = nil,
  goldens: String? = nil, strict: Bool = false,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: UInt = #line, column: UInt = #column
) {
  let location = GoldenLocation(fileID: fileID, filePath: filePath, function: function, line: line, column: column)
  checkGoldenPreviews(
    previews, module: module, variants: variants, traits: traits, tolerance: tolerance, environment: environment,
    goldens: goldens,
    strict: strict, location: location)
}

/// `assertGoldenPreviews`, reporting to `location`.
func checkGoldenPreviews(
  _ previews: [Preview]?, module: String?, variants: [Variant], traits: TraitMatrix? = nil, tolerance: Tolerance,
  environment: EnvironmentValues?, goldens: String?, strict: Bool, location: GoldenLocation
) {
  var previews = previews ?? []
  if previews.isEmpty {
    let discovery = SelfWorker.discovery
    previews = discovery.previews
    for failure in discovery.failures where module == nil || failure.provider.hasPrefix("\(module!).") {
      location.fail(
        "\(failure.provider): its previews trapped while being discovered: \(failure.message)", attachments: [])
    }
  }
  if let module { previews = previews.filter { $0.module == module } }
  if previews.isEmpty {
    return location.fail("no previews to test: no #Preview or PreviewProvider was found", attachments: [])
  }
  // The requested variants as a matrix: the file names `vellum verify` gives (unsafe names
  // made safe, collisions numbered) and what a preview pinned to other traits falls back to.
  func ordered<T: Hashable>(_ items: [T]) -> [T] { items.reduce(into: []) { if !$0.contains($1) { $0.append($1) } } }
  let matrix =
    traits
    ?? TraitMatrix(
      colorSchemes: ordered(variants.map(\.colorScheme)), scales: ordered(variants.map(\.scale)),
      dynamicTypeSizes: ordered(variants.compactMap(\.dynamicTypeSize)),
      locales: ordered(variants.compactMap(\.locale)),
      devices: ordered(variants.compactMap(\.device)))
  let plan = BatchPlan(previews: previews, matrix: matrix, filter: nil, shard: nil)
  let folder = goldens.map { path in
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : GoldenFiles.packageRoot(of: location.path).appendingPathComponent(path)
  }
  let work = previews.map { preview in
    let allowed = preview.variants(matrix)
    let chosen = traits == nil ? variants.filter(allowed.contains) : allowed
    return (preview: preview, variants: chosen.isEmpty ? allowed : chosen)
  }
  let batch = environment == nil ? SelfWorker.Batch(work) : nil
  for (index, (preview, checked)) in work.enumerated() {
    let inProcess = { (variant: Variant) -> SelfWorker.Rendered in
      let (view, canvas) = preview.prepared(for: variant)
      return GoldenLocation.renderInProcess(
        view, canvas: canvas, chrome: preview.chrome(on: canvas), environment: environment ?? .init())(variant)
    }
    let render = { (variant: Variant) -> SelfWorker.Rendered in
      batch?.rendered(index, variant: checked.firstIndex(of: variant) ?? 0) ?? inProcess(variant)
    }
    location.checkImages(
      named: preview.name, variants: checked, tolerance: tolerance, strict: strict, render: render
    ) { variant in
      if let folder, let item = plan.items.first(where: { $0.preview == index && $0.variant == variant }) {
        return folder.appendingPathComponent("\(item.stem).png")
      }
      return location.goldens.appendingPathComponent("\(location.stem(preview.name)).\(variant).png")
    }
  }
}
