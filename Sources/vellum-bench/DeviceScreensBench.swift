import Foundation
import Vellum
import VellumCairo
import VellumGallery

/// What a user waits for with a whole device screen (gallery previews on the iPhone 15
/// canvas at @2x, with the device's chrome, as `vellum render` and `assertGoldenPreviews`
/// draw them): the in-process pipeline step by step, `vellum render` as a whole process,
/// and the steps of one `assertGolden` call. No peer: these are absolute times.
func deviceScreensBench(_ report: inout BenchReport) {
  for name in ["CardStack", "SettingsForm"] {
    guard let preview = Gallery.previews.first(where: { $0.name == name }) else {
      report.add("device screens", name, value: nil, target: nil, detail: "no gallery preview named \(name)")
      continue
    }
    let scale: CGFloat = 2
    let renderer = try! ImageRenderer()
    func list() -> DisplayList {
      renderer.displayList(
        preview.view, size: preview.canvas.proposal, scale: scale, safeArea: preview.canvas.safeArea,
        chrome: preview.chrome
      ).displayList
    }
    var drawn = list()
    let layoutTime = median(runs: 9) { drawn = list() }
    var image = try! renderer.pixels(drawn, scale: scale, colorScheme: .light)
    let paintTime = median(runs: 9) { image = try! renderer.pixels(drawn, scale: scale, colorScheme: .light) }
    var bytes = 0
    let encodeAll = median(runs: 9) { bytes = (try! PNG.encode(image, preset: .default)).count }
    let encodeOne = median(runs: 9) { bytes = (try! PNG.encode(image, preset: .default, parallel: false)).count }
    let total = layoutTime + paintTime + encodeAll
    report.add(
      "device screens", "\(name) (\(image.width)×\(image.height)): in process, warm", value: nil, target: nil,
      detail:
        "\(ms(total)) in all: resolve, layout and display list \(ms(layoutTime)); Cairo paint \(ms(paintTime)); "
        + "PNG default \(ms(encodeAll)) on all cores (\(ms(encodeOne)) on one), \(bytes) bytes")

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bench-screen-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("screen.png").path
    let vellum = binaries.appendingPathComponent("vellum").path
    var rendered = false
    let processTime = median(runs: 5) {
      rendered = spawnAndWait([vellum, "render", name, "-o", output, "--scale", "2"], keepOutput: false).status == 0
    }
    report.add(
      "device screens", "\(name): `vellum render` as a whole process", value: nil, target: nil,
      detail: rendered ? "\(ms(processTime)) from spawn to exit (start-up, fonts, render, PNG)" : "vellum render failed"
    )

    let golden = URL(fileURLWithPath: "Goldens/\(name).light@2x.png")
    guard let goldenData = try? Data(contentsOf: golden) else {
      report.add(
        "device screens", "\(name): one assertGolden", value: nil, target: nil, detail: "no golden \(golden.path)")
      continue
    }
    var matches = false
    let checkTime = median(runs: 5) {
      let fresh = try! ImageRenderer()
      let list = fresh.displayList(
        preview.view, size: preview.canvas.proposal, scale: scale, safeArea: preview.canvas.safeArea,
        chrome: preview.chrome
      ).displayList
      let actual = try! fresh.pixels(list, scale: scale, colorScheme: .light)
      let expected = try! PNG.decode(Data(contentsOf: golden)).image
      matches = ImageComparison(expected: expected, actual: actual).differentPixels == 0
    }
    report.add(
      "device screens", "\(name): one assertGolden", value: nil, target: nil,
      detail:
        "\(ms(checkTime)): its steps in process (a fresh renderer, resolve, layout, paint, read and decode the "
        + "\(goldenData.count)-byte golden, exact comparison); matches the golden: \(matches ? "yes" : "**no**")")
  }
}
