import Foundation
import Testing
import Vellum
import VellumCairo
import VellumPreview

@testable import VellumTesting

/// `assertGoldenPreviews` renders in worker copies of the test process: among the ten
/// previews of `VellumTrapPreviews`, the one that traps when drawn and the provider that
/// traps while discovered fail, by name and with the trap's message, and the nine others
/// are checked against their goldens.
@Suite struct TrappingPreviewTests {
  /// Goldens for the nine previews that draw, drawn in this process (the workers' images
  /// must be the same pixels), in a new folder.
  func goldens() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-traps-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let previews = SelfWorker.discovery.previews.filter { $0.module == "VellumTrapPreviews" }
    #expect(previews.count == 10, "\(previews.map(\.name))")
    let renderer = try ImageRenderer()
    let plan = BatchPlan(previews: previews, schemes: [.light], scales: [2], filter: nil, shard: nil)
    for item in plan.items where previews[item.preview].name != "Needs an account" {
      let preview = previews[item.preview]
      let list = renderer.displayList(
        preview.view, size: preview.canvas.proposal, scale: 2, safeArea: preview.canvas.safeArea
      ).displayList
      try renderer.encode(list, scale: 2, colorScheme: .light, format: .png)
        .write(to: folder.appendingPathComponent("\(item.stem).png"))
    }
    return folder
  }

  @Test func aTrappingPreviewAmongTenFailsAloneWithItsMessage() throws {
    let folder = try goldens()
    defer { try? FileManager.default.removeItem(at: folder) }
    var location = GoldenLocation(fileID: #fileID, filePath: #filePath, function: #function, line: #line, column: 1)
    let collected = GoldenLocation.Collected()
    location.collected = collected
    checkGoldenPreviews(
      nil, module: "VellumTrapPreviews", variants: [.light], tolerance: .exact, environment: nil,
      goldens: folder.path, strict: false, location: location)
    #expect(collected.failures.count == 2, "\(collected.failures)")
    #expect(
      collected.failures.contains {
        $0.hasPrefix("Needs an account light@2x: the renderer crashed (signal 4, a trap)")
          && $0.contains("Fatal error") && $0.contains("Account")
      }, "the preview that traps, by name, with the runtime's message: \(collected.failures)")
    #expect(
      collected.failures.contains {
        $0.hasPrefix("VellumTrapPreviews.Unreachable_Previews: its previews trapped while being discovered")
          && $0.contains("Index out of range")
      }, "the provider that traps in discovery: \(collected.failures)")
  }

  /// The same through the public assertion, as a test suite reports it: two issues, each
  /// the trap of its own preview, and the suite goes on.
  @Test func theAssertionRecordsTheTrapsAsIssues() throws {
    let folder = try goldens()
    defer { try? FileManager.default.removeItem(at: folder) }
    withKnownIssue("the preview and the provider that trap fail, each with its trap's message") {
      assertGoldenPreviews(module: "VellumTrapPreviews", variants: [.light], goldens: folder.path)
    } matching: { issue in
      let text = String(describing: issue)
      return text.contains("Needs an account light@2x: the renderer crashed")
        || text.contains("Unreachable_Previews: its previews trapped")
    }
  }
}
