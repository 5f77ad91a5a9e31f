import Foundation

/// The same card list written as HTML and CSS, screenshotted by headless Chromium, against
/// Vellum rendering the equivalent preview (`CardList` in the test catalog): one image, and
/// a batch of 50 (two at a time on both sides).
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
  let browserOne = median(runs: 3) { _ = runProcess("/bin/sh", ["-c", shot(0)]) }
  let vellumOne = median(runs: 3) {
    _ = runProcess(
      binaries.appendingPathComponent("vellum-test-catalog").path,
      ["render", "Cards 0", "--scale", "2", "-o", "\(folder.path)/vellum.png"],
      environment: ["VELLUM_BENCH_PREVIEWS": "1"])
  }
  report.add(
    "against a browser", "one image: Chromium's time ÷ Vellum's", value: browserOne / vellumOne, target: nil,
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
    "against a browser", "batch of 50: Chromium's time ÷ Vellum's", value: browserBatch / vellumBatch, target: nil,
    detail: "Chromium \(ms(browserBatch)) (two at a time), vellum export \(ms(vellumBatch)) (--jobs 2)")
}
