import Foundation

/// The same card list written as HTML and CSS, screenshotted by headless Chromium, against
/// Vellum rendering the equivalent preview (`CardList` in the test catalog). Warm: one
/// Chromium driven over the DevTools protocol (Scripts/bench-peers/chromium_warm.py) against
/// one Vellum process exporting many images. Cold: a fresh process per image on both sides,
/// mostly start-up, labelled so; and a batch of 50 (two at a time on both sides).
func browserBench(_ report: inout BenchReport) {
  let chromium = "/usr/bin/chromium"
  let page = URL(
    fileURLWithPath: (ProcessInfo.processInfo.environment["VELLUM_BENCH_PEERS"] ?? "Scripts/bench-peers")
      + "/cards.html")
  guard FileManager.default.isExecutableFile(atPath: chromium), FileManager.default.fileExists(atPath: page.path) else {
    report.add("against a browser", "card list", value: nil, target: nil, detail: "chromium not installed")
    return
  }
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bench-browser-\(getpid())")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  func shot(_ index: Int) -> String {
    "\(chromium) --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=390,844 "
      + "--force-device-scale-factor=2 --screenshot=\(folder.path)/shot\(index).png \(page.absoluteString) >/dev/null 2>&1"
  }
  let python = ProcessInfo.processInfo.environment["VELLUM_BENCH_PYTHON"] ?? "python3"
  let warmScript =
    (ProcessInfo.processInfo.environment["VELLUM_BENCH_PEERS"] ?? "Scripts/bench-peers") + "/chromium_warm.py"
  if let output = runProcess(python, [warmScript, chromium, page.absoluteString, "20"]),
    let result = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
    let shot = result["shot"] as? Double, let startup = result["startup"] as? Double
  {
    // Vellum's warm cost per image: one export process of 41 images against one of 1, both
    // on one worker; the difference is 40 images without the process start.
    func export(_ count: Int) -> Double {
      median(runs: 3) {
        _ = runProcess(
          binaries.appendingPathComponent("vellum-test-catalog").path,
          ["export", "--out", "\(folder.path)/warm\(count)", "--scheme", "light", "--scale", "2", "--jobs", "1"],
          environment: ["VELLUM_BENCH_PREVIEWS": "\(count)"])
      }
    }
    let one = export(1)
    let many = export(41)
    let vellumWarm = (many - one) / 40
    report.add(
      "against a browser", "warm, one image: Chromium's time ÷ Vellum's", value: shot / vellumWarm, target: nil,
      detail:
        "Chromium \(ms(shot)) per screenshot (reload and Page.captureScreenshot in one running browser; its "
        + "start-up \(ms(startup)) apart); Vellum \(ms(vellumWarm)) per image (render and PNG file in one running "
        + "export process, one worker: (41 images − 1 image) ÷ 40)")
  } else {
    report.add("against a browser", "warm", value: nil, target: nil, detail: "could not drive Chromium warm")
  }
  let browserOne = median(runs: 3) { _ = runProcess("/bin/sh", ["-c", shot(0)]) }
  let vellumOne = median(runs: 3) {
    _ = runProcess(
      binaries.appendingPathComponent("vellum-test-catalog").path,
      ["render", "Cards 0", "--scale", "2", "-o", "\(folder.path)/vellum.png"],
      environment: ["VELLUM_BENCH_PREVIEWS": "1"])
  }
  report.add(
    "against a browser", "cold, one image (start-up): Chromium's time ÷ Vellum's", value: browserOne / vellumOne,
    target: nil,
    detail: "Chromium screenshot \(ms(browserOne)), vellum render \(ms(vellumOne)), 390×844 @2x, each a fresh process")
  let commands = (0..<50).map(shot).joined(separator: "\n")
  let script = folder.appendingPathComponent("batch.sh")
  try? commands.write(to: script, atomically: true, encoding: .utf8)
  let browserBatch = median(runs: 1) {
    _ = runProcess("/bin/sh", ["-c", "xargs -P 2 -I{} sh -c '{}' < \(script.path)"])
  }
  let vellumBatch = median(runs: 1) {
    _ = runProcess(
      binaries.appendingPathComponent("vellum-test-catalog").path,
      ["export", "--out", "\(folder.path)/batch", "--scheme", "light", "--scale", "2", "--jobs", "2"],
      environment: ["VELLUM_BENCH_PREVIEWS": "50"])
  }
  report.add(
    "against a browser", "cold, batch of 50: Chromium's time ÷ Vellum's", value: browserBatch / vellumBatch,
    target: nil,
    detail:
      "Chromium \(ms(browserBatch)) (a fresh process per image, two at a time), vellum export \(ms(vellumBatch)) (one process, --jobs 2)"
  )
}
