import CCairo
import Foundation
import Vellum
import VellumCairo
import VellumGallery

/// What a user waits for with a whole device screen (gallery previews on the iPhone 15
/// canvas with the device's chrome, as `vellum render` and `assertGoldenPreviews` draw
/// them): at @3x on one core, resolve with layout and display list, Cairo paint (with the
/// conversion to straight alpha) and the `default` PNG encoder, each a median of nine runs
/// in wall and process CPU time; the encoder beside libdeflate's own compress call on the
/// same bytes at the same level. Then `vellum render` as a whole process and the steps of
/// one `assertGolden` call (@2x, the goldens the tests check).
func deviceScreensBench(_ report: inout BenchReport) {
  for name in ["CardStack", "SettingsForm"] {
    guard let preview = Gallery.previews.first(where: { $0.name == name }) else {
      report.add("device screens", name, value: nil, target: nil, detail: "no gallery preview named \(name)")
      continue
    }
    let renderer = try! ImageRenderer()
    func list(_ scale: CGFloat) -> DisplayList {
      renderer.displayList(
        preview.view, size: preview.canvas.proposal, scale: scale, safeArea: preview.canvas.safeArea,
        chrome: preview.chrome
      ).displayList
    }
    var drawn = list(3)
    var image = try! renderer.pixels(drawn, scale: 3, colorScheme: .light, parallel: false)
    var bytes = 0
    let (scanlines, level) = PNG.unfilteredScanlines(image)
    let compressor = libdeflate_alloc_compressor(level)!
    defer { libdeflate_free_compressor(compressor) }
    let bound = libdeflate_zlib_compress_bound(compressor, scanlines.count)
    var peerOutput = [UInt8](repeating: 0, count: bound)
    var peerBytes = 0
    // The steps alternate run by run, so a slow spell of the machine falls on all of them.
    var layout = Timing()
    var paint = Timing()
    var encode = Timing()
    var peer = Timing()
    for _ in 0..<9 {
      layout.add { drawn = list(3) }
      paint.add { image = try! renderer.pixels(drawn, scale: 3, colorScheme: .light, parallel: false) }
      encode.add { bytes = (try! PNG.encode(image, preset: .default, parallel: false)).count }
      peer.add {
        peerBytes = libdeflate_zlib_compress(compressor, scanlines, scanlines.count, &peerOutput, bound)
      }
    }
    let drawing = layout.medianWall + paint.medianWall
    report.add(
      "device screens", "\(name) (\(image.width)×\(image.height), @3x, one core): resolve, layout and paint, ms",
      value: drawing * 1000, target: 15,
      detail:
        "median wall \(ms(drawing)): resolve, layout and display list \(layout.text); Cairo paint and conversion to "
        + "straight alpha \(paint.text); then the PNG encoder \(encode.text), \(bytes) bytes",
      lowerIsBetter: true)
    report.add(
      "device screens", "\(name) @3x: PNG encoder ÷ libdeflate's compress call, speed",
      value: peer.medianWall / encode.medianWall,
      target: 0.9,
      detail:
        "Vellum's `default` writer (copy rows after filter bytes, libdeflate level \(level), chunks and CRCs) "
        + "\(encode.text), \(bytes) bytes; `libdeflate_zlib_compress` alone at level \(level) on the same "
        + "\(scanlines.count) bytes, its compressor made once beforehand, \(peer.text), \(peerBytes) bytes")

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bench-screen-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("screen.png").path
    let vellum = binaries.appendingPathComponent("vellum").path
    var rendered = false
    let processTime = median(runs: 5) {
      rendered = spawnAndWait([vellum, "render", name, "-o", output, "--scale", "3"], keepOutput: false).status == 0
    }
    report.add(
      "device screens", "\(name): `vellum render` as a whole process", value: nil, target: nil,
      detail: rendered
        ? "\(ms(processTime)) from spawn to exit at @3x (start-up, fonts, render, PNG)" : "vellum render failed"
    )

    let golden = URL(fileURLWithPath: "Goldens/\(name).light@2x.png")
    guard let goldenData = try? Data(contentsOf: golden) else {
      report.add(
        "device screens", "\(name): one assertGolden", value: nil, target: nil, detail: "no golden \(golden.path)")
      continue
    }
    let scale: CGFloat = 2
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

/// Wall and process CPU times of repeated runs of one step.
struct Timing {
  var wall: [Double] = []
  var cpu: [Double] = []

  mutating func add(_ body: () -> Void) {
    var elapsed = 0.0
    cpu.append(processCPU { elapsed = seconds(body) })
    wall.append(elapsed)
  }

  var medianWall: Double { medianOf(wall) }
  /// "12.3 ms (CPU 12.1 ms; fastest 11.9 ms)"
  var text: String { "\(ms(medianWall)) (CPU \(ms(medianOf(cpu))); fastest \(ms(wall.min()!)))" }
}
