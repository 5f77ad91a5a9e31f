import Foundation

/// The figures of one benchmark run: each with its target and whether it is met, printed as
/// they come and written to BENCHMARKS.md at the end.
struct BenchReport {
  struct Figure {
    var section: String
    var name: String
    var value: Double?
    /// The figure meets the target when value ≥ target, or value ≤ target for times.
    var target: Double?
    var detail: String
    var lowerIsBetter = false
    var met: Bool? { value.flatMap { v in target.map { lowerIsBetter ? v <= $0 : v >= $0 } } }
    var targetText: String? { target.map { (lowerIsBetter ? "≤ " : "≥ ") + String(format: "%.2f", $0) } }
  }

  var figures: [Figure] = []

  mutating func add(
    _ section: String, _ name: String, value: Double?, target: Double?, detail: String, lowerIsBetter: Bool = false
  ) {
    let figure = Figure(
      section: section, name: name, value: value, target: target, detail: detail, lowerIsBetter: lowerIsBetter)
    figures.append(figure)
    var line = "[\(section)] \(name)"
    if let value { line += ": \(String(format: "%.2f", value))" }
    if let target = figure.targetText { line += " (target \(target)): \(figure.met == true ? "met" : "NOT met")" }
    print(line + "\n    " + detail)
  }

  var allMet: Bool { figures.allSatisfy { $0.met != false } }

  /// What each section measures and why its targets are what they are.
  static let notes: [String: String] = [
    "layout":
      "Taffy's tree shapes built from `VStack`/`HStack` and fixed frames. Both sides are timed in the "
      + "laying-out thread's CPU time (wall time beside it), with no cached answers. Vellum: resolve (views to "
      + "nodes, with the rigidity and alignment-guide analysis) and layout of the same run, summed per run. "
      + "Taffy: its layout call (`taffylib.node_compute_layout` through `stretchable`) with every node marked "
      + "dirty, rounding switched off (Vellum's layout keeps fractional frames) and nothing read back into "
      + "Python; building its tree is reported apart. Both sides must agree on the root's size. Each side runs "
      + "once untimed, then eleven times, or as many as fill a second of Vellum's work (at most 401) (the same count on both sides), the two sides' runs alternating (Taffy in a Python process of its own, asked for one timed layout at a time); the ratio is of the two medians, with the fastest runs beside them. "
      + "The layout-alone row leaves Vellum's resolve out and has no target.",
    "real screens":
      "SwiftCrossUI's grid and message list (Benchmarks/LayoutPerformanceBenchmark), ported view for "
      + "view, at 800×800, in thread CPU time. SwiftCrossUI's own figures are quoted as published (an M2 "
      + "MacBook Air, December 2025): its source does not build here, so there is no ratio.",
    "device screens":
      "Gallery previews on the iPhone 15 canvas with the device's chrome (status bar, home indicator), as "
      + "`vellum render` and `assertGoldenPreviews` draw them: the seed articles' `CardStack` demo and the "
      + "`SettingsForm` `#Preview` (a `Form` of three sections). At @3x on one core, each step's median of nine "
      + "runs (wall, process CPU beside it, steps alternating): resolve with layout and display list, Cairo paint "
      + "with the conversion to straight alpha (target: both together at most 15 ms), and the `default` PNG "
      + "encoder against libdeflate's own `libdeflate_zlib_compress` on the same bytes at the same level (target: "
      + "at least 0.9 of its speed). Then `vellum render` as a whole process (median of five) and one "
      + "`assertGolden`'s steps at @2x against the golden the test suite checks.",
    "render and encode":
      "Both writers start from the same painted Cairo surface: Vellum's time includes converting it to "
      + "straight-alpha RGBA; Cairo's writer converts inside libpng, on one core. Vellum's `fast` preset "
      + "deflates bands on every core (the target figure); its one-core figure is beside it. Runs alternate.",
    "golden comparison":
      "The same decoded pixels, in process and warm. pixelmatch-fast's comparison loop is timed on arrays "
      + "converted before timing, drawing only the differing pixels (the work Vellum's comparison does); the "
      + "whole `pixelmatch()` call, with its conversions and grey picture, is given beside it. Exact: every "
      + "differing pixel on both sides (pixelmatch at threshold 0 counting anti-aliased pixels). Perceptual: "
      + "threshold 0.1, anti-aliased pixels forgiven, on both sides. Vellum compares on every core; "
      + "pixelmatch's loop runs on one. Both sides: medians of five warm runs, wall time with the process "
      + "CPU time of the same runs beside it. The crafted pair has a recoloured block and a band moved by one "
      + "pixel; both tools must flag the same pixels.",
    "export":
      "`vellum export` of the gallery with one and two worker processes, runs alternating, each timed alone "
      + "(wall time, and the CPU time of the command and its workers beside it). Memory, in runs of its own: the "
      + "resident memory of the command and every process below it, summed every 2 ms from `/proc` while it "
      + "runs, and the peak of those sums (pages shared between processes, such as libraries, count once per "
      + "process, so the sum errs high); the largest single process is given beside it.",
    "preview loop":
      "The loop a user lives in, with the release `vellum` on a settings screen split over three files "
      + "(a screen with its preview, a row view with its own, a model). `vellum preview` is timed as a whole "
      + "command, wall time and the CPU time of every process it waits for (the compiler, the linker, the "
      + "catalog that renders), first with its catalog folder removed (the package's own build already done), "
      + "then after an edit. `--watch` is timed from the file's save until headless Chromium, with the page "
      + "open, has loaded the new image. No peer: Xcode's canvas does not run here.",
    "against a browser":
      "The same card list as HTML and CSS in headless Chromium against the equivalent Vellum preview, "
      + "390×844 @2x. Warm: one Chromium kept running, driven over the DevTools protocol, against one running "
      + "Vellum export process (41 images less 1, on one worker). Cold: a fresh process per image on both sides, "
      + "which is mostly start-up.",
  ]

  func markdown(machine: String, date: String) -> String {
    var lines = [
      "# Benchmarks", "",
      "Written by `Scripts/bench` (release build, `vellum-bench`); every comparison runs both sides on",
      "the same machine in the same run, doing the same work (each section says what both sides do), and",
      "reports a ratio, since absolute times on these shared machines drift. Layout is compared in the",
      "working thread's CPU time, with wall time beside it. Each time is the median of several runs, the",
      "fastest run beside it where the spread matters.",
      "Higher ratios are better; rows with no peer give absolute times (for times, lower is better).", "",
      "- Machine: \(machine)", "- Date: \(date)", "",
    ]
    var section = ""
    for figure in figures {
      if figure.section != section {
        section = figure.section
        lines += ["", "## \(section)", ""]
        if let note = Self.notes[section] { lines += [note, ""] }
        lines += ["| figure | value | target | met | detail |", "|---|---|---|---|---|"]
      }
      let value = figure.value.map { String(format: "%.2f", $0) } ?? "—"
      let target = figure.targetText ?? "—"
      let met = figure.met.map { $0 ? "yes" : "**no**" } ?? "—"
      lines.append("| \(figure.name) | \(value) | \(target) | \(met) | \(figure.detail) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
