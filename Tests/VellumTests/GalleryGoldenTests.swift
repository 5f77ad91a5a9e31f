import Foundation
import Testing
import Vellum
import VellumCairo
import VellumGallery
@testable import VellumPreview

/// Every gallery preview, light and dark at @2x, against its reviewed golden in `Goldens/`
/// (the files `vellum verify` checks). `VELLUM_RECORD=missing` records new ones locally.
@Suite struct GalleryGoldenTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let plan = BatchPlan(
    previews: Gallery.previews, schemes: [.light, .dark], scales: [2], filter: nil, shard: nil)

  @Test(arguments: plan.items.map(\.stem))
  func galleryPreviewMatchesItsGolden(stem: String) throws {
    let item = try #require(Self.plan.items.first { $0.stem == stem })
    let preview = Gallery.previews[item.preview]
    let renderer = try ImageRenderer()
    let scale = CGFloat(item.variant.scale)
    let list = renderer.displayList(
      preview.view, size: preview.canvas.proposal, scale: scale, colorScheme: item.variant.colorScheme,
      safeArea: preview.canvas.safeArea, chrome: preview.chrome
    ).displayList
    let image = try renderer.pixels(list, scale: scale, colorScheme: item.variant.colorScheme)
    let outcome = GoldenCheck.image(
      image, golden: Self.root.appendingPathComponent("Goldens/\(stem).png"),
      artifacts: Self.root.appendingPathComponent(".build/vellum-artifacts/Gallery"), mode: .current)
    #expect(outcome.passed, "\(outcome.message)")
  }

  @Test func everyGoldenBelongsToAPreview() throws {
    let produced = Set(Self.plan.items.map { "\($0.stem).png" })
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Goldens").path)
    let stale = files.filter { $0.hasSuffix(".png") && !produced.contains($0) }
    #expect(stale.isEmpty, "goldens no preview produces (vellum prune removes them): \(stale)")
  }
}
