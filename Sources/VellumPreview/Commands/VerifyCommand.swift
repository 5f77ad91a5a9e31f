import Foundation
import Vellum
import VellumCairo

/// `vellum verify`: every preview against its golden, with an HTML report on every run.
struct VerifyCommand {
  static let help = """
    usage: vellum verify [options]

    Compares every preview in every variant with its golden, <goldens>/<name>.<variant>.png.
      --goldens DIR             golden folder (default: Goldens)
      --report DIR              report folder, written on every run (default: .build/vellum-report)
      --junit FILE              also write JUnit XML
      --scale 1,2,3             scales (default: 2)
      --scheme light,dark       colour schemes (default: light,dark)
      --dynamic-type S,S        also each preview at these Dynamic Type sizes (xSmall …
                                accessibility5), in every scheme and scale
      --locale L,L              also each preview in these locales (ar, he: right to left)
      --device D,D              also each device-canvas preview on these devices
                                (iPhoneSE, iPhone15, iPhone15ProMax, iPhone16Pro)
      --accessibility           also check each image's accessibility snapshot against
                                <goldens>/<name>.<variant>.accessibility.txt (recorded as
                                images are, with --record)
      --filter GLOB             only previews whose name matches (* and ?)
      --shard I/N               only the previews of shard I of N
      --jobs N                  worker processes (default: every core)
      --threshold T             forgive perceptual differences up to T (0…1) and anti-aliasing
      --max-diff-pixels N       allow up to N differing pixels
      --record MODE             missing|failed|all: write goldens (default: never; CI or
                                VELLUM_RECORD do not change it here)
      --timeout SECONDS         per preview (default: 300)
      --memory-limit MB         resident memory per worker (default: 2048; also 512M, 4G)
      --strict                  a preview with diagnostics fails
      --chrome on|off           draw device canvases' status bar and home indicator
                                (default: on, unless a preview's trait hides them)
      --no-chrome               same as --chrome off
    Diagnostics (an unknown SF Symbol, an invalid size…) are printed as warnings and kept in
    report.json, the HTML report and JUnit.
    Exit codes: 0 every image matches, 1 a mismatch or a failure, 2 usage error (a --filter
    matching nothing).
    """

  let previews: [Preview]
  /// The catalog's variants, before the flags.
  var variants = TraitMatrix.standard

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(
      arguments,
      valued: [
        "--goldens", "--report", "--junit", "--scale", "--scheme", "--dynamic-type", "--locale", "--device", "--filter",
        "--shard", "--jobs", "--threshold",
        "--max-diff-pixels", "--record", "--timeout", "--memory-limit", "--chrome",
      ],
      switches: ["--help", "--strict", "--no-chrome", "--accessibility"])
    if args.has("--help") {
      print(Self.help)
      return 0
    }
    guard args.positional.isEmpty else { throw UsageError(message: "verify takes no names; use --filter") }
    let matrix = try args.matrix(variants)
    let chrome = try args.chrome()
    var tolerance = Tolerance.exact
    if let text = args.value("--threshold") {
      guard let value = Double(text), (0...1).contains(value) else {
        throw UsageError(message: "--threshold takes a number from 0 to 1, not '\(text)'")
      }
      tolerance = Tolerance(perPixel: value, ignoresAntialiasing: true)
    }
    if let text = args.value("--max-diff-pixels") {
      guard let value = Int(text), value >= 0 else { throw UsageError(message: "--max-diff-pixels takes a count") }
      tolerance.maxDifferentPixels = value
    }
    let record =
      try args.value("--record").map { text -> RecordMode in
        guard let mode = RecordMode(rawValue: text) else {
          throw UsageError(message: "--record takes missing, failed, all or never, not '\(text)'")
        }
        return mode
      } ?? .never
    let goldens = URL(fileURLWithPath: args.value("--goldens") ?? "Goldens")
    let reportFolder = URL(fileURLWithPath: args.value("--report") ?? ".build/vellum-report")
    let images = reportFolder.appendingPathComponent("images")
    let plan = BatchPlan(
      previews: previews, matrix: matrix, filter: args.value("--filter"), shard: try args.shard())
    try BatchOptions.checkFilter(args, previews)
    try? FileManager.default.removeItem(at: images)
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    let jobs = plan.items.map { item in
      BatchJob(
        kind: .verify, preview: item.preview, variant: item.variant,
        path: goldens.appendingPathComponent("\(item.stem).png").path, artifacts: images.path, record: record,
        tolerance: tolerance, chrome: chrome, accessibility: args.has("--accessibility"))
    }
    let progress = Progress(total: jobs.count)
    let collector = Collector()
    let strict = args.has("--strict")
    let pool = WorkerPool(
      workers: try args.jobs(), timeout: try BatchOptions.timeout(args), memoryLimit: try BatchOptions.memoryLimit(args)
    )
    pool.run(jobs) { index, result in
      let item = plan.items[index]
      var result = result
      if strict && result.status == .ok && !result.diagnostics.isEmpty {
        result.status = .mismatch
        result.message = BatchOptions.strictMessage(result.diagnostics)
      }
      var entry = Report.Entry(
        preview: item.name, variant: item.variant.description,
        status: result.status == .ok ? .passed : result.status == .mismatch ? .failed : .error, message: result.message)
      entry.diagnostics = result.diagnostics
      entry.seconds = result.seconds
      for suffix in ["expected", "actual", "difference"] {
        let file = "\(item.stem).\(suffix).png"
        guard FileManager.default.fileExists(atPath: images.appendingPathComponent(file).path) else { continue }
        switch suffix {
        case "expected": entry.expected = "images/\(file)"
        case "actual": entry.actual = "images/\(file)"
        default: entry.difference = "images/\(file)"
        }
      }
      let layout = images.appendingPathComponent("\(item.stem).layout.json")
      if let data = FileManager.default.contents(atPath: layout.path) {
        entry.layout = (try? JSONDecoder().decode([LayoutDiff.Change].self, from: data)) ?? []
        try? FileManager.default.removeItem(at: layout)
      }
      collector.entries.append(entry)
      progress.advance(
        "\(item.stem).png", ok: result.status == .ok,
        detail: result.status == .ok ? "" : result.message.split(separator: "\n").prefix(2).joined(separator: " "))
      BatchOptions.warn(item.name, item.variant, result.diagnostics)
    }
    let report = Report(
      fingerprint: RenderFingerprint.current,
      entries: collector.entries.sorted { ($0.preview, $0.variant) < ($1.preview, $1.variant) })
    try report.write(to: reportFolder, junit: args.value("--junit").map { URL(fileURLWithPath: $0) })
    let failed = report.failures.count
    let warned = report.warned.count
    print(
      report.summary + (warned == 0 ? "" : "; \(warned) with diagnostics")
        + "; report: \(reportFolder.path)/index.html")
    return failed == 0 ? 0 : 1
  }

  final class Collector: @unchecked Sendable {
    var entries: [Report.Entry] = []
  }
}
