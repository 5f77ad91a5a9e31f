import Foundation
import Vellum
import VellumCairo
import VellumGallery

/// A crafted pair at a pixel count: a gallery screen scaled to fill it, and a copy with a
/// block of changed colour and a band moved by one pixel (anti-aliased edges).
func craftedPair(megapixels: Double) -> (RGBAImage, RGBAImage) {
  let renderer = try! ImageRenderer()
  let preview = Gallery.previews.first { $0.name == "ShapesAndGradients" }!
  let scale = (megapixels * 1e6 / (393 * 852)).squareRoot()
  let list = renderer.displayList(
    preview.view, size: preview.canvas.proposal, scale: scale, safeArea: preview.canvas.safeArea
  ).displayList
  let a = try! renderer.pixels(list, scale: scale, colorScheme: .light)
  var b = a
  b.rgba.withUnsafeMutableBufferPointer { pixels in
    let w = a.width
    // A block with a changed colour.
    for y in (a.height / 3)..<(a.height / 3 + a.height / 20) {
      for x in (w / 4)..<(w / 2) {
        let o = (y * w + x) * 4
        pixels[o] = pixels[o] / 2
        pixels[o + 2] = 255 - pixels[o + 2]
      }
    }
    // A band shifted right by one pixel.
    for y in (a.height * 2 / 3)..<(a.height * 2 / 3 + a.height / 10) {
      for x in stride(from: w - 1, to: 0, by: -1) {
        for c in 0..<4 { pixels[(y * w + x) * 4 + c] = a.rgba[(y * w + x - 1) * 4 + c] }
      }
    }
  }
  return (a, b)
}

/// Golden comparison at 1, 4 and 37 megapixels, exact and tolerant, against pixelmatch-fast
/// on the same decoded pixels, in process and warm. Vellum's comparison runs on every core;
/// its process CPU time is reported beside its wall time. pixelmatch's loop runs on one.
func compareBench(_ report: inout BenchReport) {
  for megapixels in [1.0, 4.0, 37.0] {
    let (a, b) = craftedPair(megapixels: megapixels)
    var exact = ImageComparison(expected: a, actual: a)
    var exactCPUs: [Double] = []
    let exactTime = median(runs: 5) {
      exactCPUs.append(processCPU { exact = ImageComparison(expected: a, actual: b) })
    }
    let exactCPU = medianOf(exactCPUs)
    var tolerant = exact
    var tolerantCPUs: [Double] = []
    let tolerantTime = median(runs: 5) {
      tolerantCPUs.append(processCPU { tolerant = ImageComparison(expected: a, actual: b, tolerance: .perceptual) })
    }
    let tolerantCPU = medianOf(tolerantCPUs)
    let name = "\(Int(megapixels)) MP (\(a.width)×\(a.height))"
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bench-compare-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fileA = folder.appendingPathComponent("a.png")
    let fileB = folder.appendingPathComponent("b.png")
    try? PNG.encode(a, preset: .fast).write(to: fileA)
    try? PNG.encode(b, preset: .fast).write(to: fileB)
    let python = ProcessInfo.processInfo.environment["VELLUM_BENCH_PYTHON"] ?? "python3"
    let script =
      (ProcessInfo.processInfo.environment["VELLUM_BENCH_PEERS"] ?? "Scripts/bench-peers") + "/pixelmatch_peer.py"
    guard let output = runProcess(python, [script, fileA.path, fileB.path]),
      let result = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: [String: Any]],
      let peerExact = result["exact"], let peerTolerant = result["tolerant"],
      let exactCore = peerExact["time"] as? Double, let exactCall = peerExact["call"] as? Double,
      let exactCount = peerExact["count"] as? Int,
      let tolerantCore = peerTolerant["time"] as? Double, let tolerantCall = peerTolerant["call"] as? Double,
      let tolerantCount = peerTolerant["count"] as? Int,
      let exactCoreCPU = peerExact["timeCPU"] as? Double, let exactCallCPU = peerExact["callCPU"] as? Double,
      let tolerantCoreCPU = peerTolerant["timeCPU"] as? Double, let tolerantCallCPU = peerTolerant["callCPU"] as? Double
    else {
      report.add("golden comparison", name, value: nil, target: nil, detail: "pixelmatch-fast not available")
      continue
    }
    func agree(_ ours: Int, _ theirs: Int) -> String {
      ours == theirs ? "same pixels flagged (\(ours))" : "**different counts**: Vellum \(ours), pixelmatch \(theirs)"
    }
    report.add(
      "golden comparison", "\(name) exact: × pixelmatch-fast's comparison loop", value: exactCore / exactTime,
      target: 3,
      detail:
        "Vellum exact \(ms(exactTime)) wall (\(ms(exactCPU)) CPU, all cores); pixelmatch loop \(ms(exactCore)) "
        + "wall (\(ms(exactCoreCPU)) CPU; threshold 0, anti-aliased pixels counted), whole pixelmatch() call "
        + "\(ms(exactCall)) wall (\(ms(exactCallCPU)) CPU); "
        + agree(exact.differentPixels, exactCount))
    report.add(
      "golden comparison", "\(name) perceptual: × pixelmatch-fast's comparison loop",
      value: tolerantCore / tolerantTime, target: 3,
      detail:
        "Vellum perceptual \(ms(tolerantTime)) wall (\(ms(tolerantCPU)) CPU, all cores); pixelmatch loop "
        + "\(ms(tolerantCore)) wall (\(ms(tolerantCoreCPU)) CPU; threshold 0.1), whole pixelmatch() call "
        + "\(ms(tolerantCall)) wall (\(ms(tolerantCallCPU)) CPU); "
        + agree(tolerant.differentPixels, tolerantCount))
  }
}

/// The process's CPU time (every thread) that `body` takes, in seconds.
func processCPU(_ body: () -> Void) -> Double {
  func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
  let start = now()
  body()
  return now() - start
}

/// `vellum-bench __pair DIR`: writes the 1 MP crafted pair and Vellum's difference image.
func writePair(_ folder: String) -> Never {
  let (a, b) = craftedPair(megapixels: 1)
  try! PNG.encode(a, preset: .fast).write(to: URL(fileURLWithPath: "\(folder)/a.png"))
  try! PNG.encode(b, preset: .fast).write(to: URL(fileURLWithPath: "\(folder)/b.png"))
  let comparison = ImageComparison(expected: a, actual: b, tolerance: .perceptual)
  let list = comparison.different.map { "\($0 % a.width),\($0 / a.width)" }.joined(separator: "\n")
  try! list.write(toFile: "\(folder)/vellum.txt", atomically: true, encoding: .utf8)
  exit(0)
}
