import Foundation

/// The figures of one benchmark run: each with its target and whether it is met, printed as
/// they come and written to BENCHMARKS.md at the end.
struct BenchReport {
  struct Figure {
    var section: String
    var name: String
    var value: Double?
    /// Higher is better: the figure meets the target when value ≥ target.
    var target: Double?
    var detail: String
    var met: Bool? { value.flatMap { v in target.map { v >= $0 } } }
  }

  var figures: [Figure] = []

  mutating func add(_ section: String, _ name: String, value: Double?, target: Double?, detail: String) {
    let figure = Figure(section: section, name: name, value: value, target: target, detail: detail)
    figures.append(figure)
    var line = "[\(section)] \(name)"
    if let value { line += ": \(String(format: "%.2f", value))" }
    if let target { line += " (target ≥ \(String(format: "%.2f", target))): \(figure.met == true ? "met" : "NOT met")" }
    print(line + "\n    " + detail)
  }

  var allMet: Bool { figures.allSatisfy { $0.met != false } }

  /// What each section measures and why its targets are what they are.
  static let notes: [String: String] = [
    "layout":
      "Taffy's tree shapes built from `VStack`/`HStack` and fixed frames; layout time only on both "
      + "sides (Taffy through `stretchable`, timing its layout call); tree construction is reported apart.",
    "real screens":
      "SwiftCrossUI's grid and message list (Benchmarks/LayoutPerformanceBenchmark), ported view for "
      + "view, at 800×800. Their runner's dummy backend sizes text arithmetically, so the repeated pass "
      + "(text measurements cached) is the comparable figure; the first pass shapes every string with Pango. "
      + "Their figures are from an M2, faster per core than this machine; the bar is 5× them.",
    "render and encode":
      "Both writers start from the same painted Cairo surface: Vellum's time includes converting it to "
      + "straight-alpha RGBA; Cairo's writer converts inside libpng. Runs of the two alternate.",
    "golden comparison":
      "The same decoded pixels, in process and warm, against `pixelmatch-fast` (threshold 0.1 for the "
      + "perceptual figures). The crafted pair has a recoloured block and a band moved by one pixel; both "
      + "tools must flag the same pixels.",
    "export":
      "`vellum export` of the gallery with one and two worker processes, runs alternating; memory is "
      + "the peak resident size of the command and its workers.",
  ]

  func markdown(machine: String, date: String) -> String {
    var lines = [
      "# Benchmarks", "",
      "Written by `Scripts/bench` (release build, `vellum-bench`); every comparison runs both sides on",
      "the same machine in the same run and reports a ratio, since absolute times on these machines",
      "drift. Each time is the median of several runs. Higher ratios are better.", "",
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
      let target = figure.target.map { "≥ " + String(format: "%.2f", $0) } ?? "—"
      let met = figure.met.map { $0 ? "yes" : "**no**" } ?? "—"
      lines.append("| \(figure.name) | \(value) | \(target) | \(met) | \(figure.detail) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
