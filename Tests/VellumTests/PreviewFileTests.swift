import Foundation
import Testing
import VellumCairo

@testable import VellumPreview

/// `vellum preview FILE.swift… | FOLDER`: files' previews, compiled together in a package
/// that depends on Vellum by path, whether the files import SwiftUI or Vellum.
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
      broken.err.contains("\(folder.path)/Broken.swift:3:")
        && broken.err.contains("error: cannot find 'Txet' in scope"),
      "the error names the user's file, not the link the build compiled: \(broken.err)")

    // A screen split over two files, previewed as a folder.
    let screen = folder.appendingPathComponent("Screen")
    try FileManager.default.createDirectory(at: screen, withIntermediateDirectories: true)
    try Data("import SwiftUI\n\nstruct FeatureRow: View {\n  var body: some View { Color.blue }\n}\n".utf8)
      .write(to: screen.appendingPathComponent("FeatureRow.swift"))
    try Data(
      "import SwiftUI\n\n#Preview(\"Features\", traits: .fixedLayout(width: 20, height: 20)) { FeatureRow() }\n".utf8
    ).write(to: screen.appendingPathComponent("FeatureList.swift"))
    let split = try cli.run("vellum", ["preview", "Screen", "--out", "split", "--scheme", "light"], in: folder)
    #expect(split.code == 0, "\(split.out)\(split.err)")
    let blue = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("split/Features.light@2x.png"))).image
    #expect(blue[20, 20].b > 200 && blue[20, 20].r < 80, "the row from the other file is drawn: \(blue[20, 20])")
    // The build folder: `.build`, above `debug` or above `<triple>/debug`.
    var scratch = CommandLineTests.binaries.deletingLastPathComponent()
    if scratch.lastPathComponent.contains("-") { scratch = scratch.deletingLastPathComponent() }
    let package = scratch.appendingPathComponent("vellum-file-preview")
    #expect(
      FileManager.default.fileExists(
        atPath: package.appendingPathComponent("Sources/PreviewedFile/FeatureRow.swift").path),
      "built in the running vellum's own build folder")

    let missing = try cli.run("vellum", ["preview", "Nowhere.swift"], in: folder)
    #expect(missing.code == 2 && missing.err.contains("cannot read Nowhere.swift"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
    let empty = try cli.run("vellum", ["preview", "Empty"], in: folder)
    #expect(empty.code == 2 && empty.err.contains("Empty holds no Swift files"), "\(empty.err)")
  }
}

/// Finding the Vellum checkout of a build folder anywhere (`--scratch-path`, a sanitizer's
/// build folder), which `vellum preview` builds against. In the fast tier: no build.
@Suite struct VellumCheckoutTests {
  @Test func aBuildFolderAnywhereNamesItsCheckout() throws {
    let root = CommandLineTests.root
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-scratch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    #expect(PreviewFileCommand.vellumCheckout(scratch: scratch) == nil, "nothing to go by")
    let description =
      "commands:\n  \"C.VellumPreview\":\n    inputs: [\"\(root.path)/Sources/VellumPreview/CommandLine.swift\"]\n"
    try Data(description.utf8).write(to: scratch.appendingPathComponent("debug.yaml"))
    #expect(PreviewFileCommand.vellumCheckout(scratch: scratch)?.standardizedFileURL == root.standardizedFileURL)
    #expect(PreviewFileCommand.vellumCheckout(scratch: root.appendingPathComponent(".build")) == root)
  }
}
