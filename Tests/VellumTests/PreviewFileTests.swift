import Foundation
import Testing
import VellumCairo

/// `vellum preview FILE.swift`: one file's previews, compiled in a package that depends on
/// Vellum by path, whether the file imports SwiftUI or Vellum.
@Suite(.serialized, .tags(.slow), .fullTier)
struct PreviewFileTests {
  let cli = CommandLineTests()

  @Test(.timeLimit(.minutes(20)))
  func aFileThatImportsSwiftUIRendersItsPreviewsAndABrokenOneNamesItsError() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      import SwiftUI

      struct Swatch: View {
        var body: some View { Color.red.frame(width: 30, height: 20) }
      }

      #Preview("Swatch", traits: .sizeThatFitsLayout) { Swatch() }

      """.utf8
    ).write(to: folder.appendingPathComponent("Swatch.swift"))
    let run = try cli.run("vellum", ["preview", "Swatch.swift", "--out", "out", "--scheme", "light"], in: folder)
    #expect(run.code == 0, "\(run.out)\(run.err)")
    let png = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("out/Swatch.light@2x.png"))).image
    #expect(png.width == 60 && png.height == 40, "the preview's own size at @2x")
    let centre = png[30, 20]
    #expect(centre.r > 200 && centre.g < 80 && centre.b < 80, "red: \(centre)")

    try Data("import Vellum\n\n#Preview { Txet(\"typo\") }\n".utf8)
      .write(to: folder.appendingPathComponent("Broken.swift"))
    let broken = try cli.run("vellum", ["preview", "Broken.swift"], in: folder)
    #expect(broken.code == 1)
    #expect(
      broken.err.contains("Broken.swift:3:") && broken.err.contains("error: cannot find 'Txet' in scope"),
      "\(broken.err)")

    let missing = try cli.run("vellum", ["preview", "Nowhere.swift"], in: folder)
    #expect(missing.code == 2 && missing.err.contains("cannot read Nowhere.swift"))
  }
}
