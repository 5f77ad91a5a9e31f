import Foundation
import Testing
import Vellum
import VellumCairo

/// Corrupt image files of both formats, made at test time (empty, signature only, text with
/// an image extension, a JPEG cut after its header), loaded through `AsyncImage(url:)` from
/// `file://` URLs: each is reported by file name and the render goes on.
@Suite struct ImageDecodeErrorTests {
  static let cases: [(String, [UInt8])] = [
    ("empty.png", []),
    ("signature-only.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
    ("text.jpg", Array("this is not a JPEG".utf8)),
    ("cut.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]),
  ]

  @Test(arguments: cases.map(\.0))
  func aCorruptFileIsReportedByNameAndTheRenderGoesOn(name: String) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-decode-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(Self.cases.first { $0.0 == name }!.1).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let renderer = try ImageRenderer()
    let view = VStack {
      AsyncImage(url: url)
      Text("after")
    }
    let result = renderer.displayList(view, size: .unspecified, scale: 2, colorScheme: .light)
    let image = try renderer.pixels(result.displayList, scale: 2, colorScheme: .light, parallel: false)
    let diagnostics = result.diagnostics
    #expect(diagnostics.contains { $0.contains(name) }, "\(diagnostics)")
    #expect(result.displayList.description.contains("\"after\""), "the render goes on")
    #expect(image.width > 0)
  }
}
