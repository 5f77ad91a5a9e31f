import Foundation
import Vellum
import VellumCairo

/// `vellum export`: every preview in every variant and format, on worker processes.
struct ExportCommand {
  static let help = """
    usage: vellum export [options]

    Renders every preview in every variant, in parallel, and writes manifest.json.
      --out DIR                 output folder (default: out/export)
      --format png,svg,pdf      formats (default: png)
      --scale 1,2,3             scales (default: 2)
      --scheme light,dark       colour schemes (default: light,dark)
      --dynamic-type S,S        also each preview at these Dynamic Type sizes (xSmall …
                                accessibility5), in every scheme and scale
      --locale L,L              also each preview in these locales (ar, he: right to left)
      --device D,D              also each device-canvas preview on these devices
                                (iPhoneSE, iPhone15, iPhone15ProMax, iPhone16Pro)
      --accessibility           also each image's accessibility snapshot: NAME.accessibility.txt
                                (what VoiceOver reads, in order) and NAME.accessibility.png
      --filter GLOB             only previews whose name matches (* and ?)
      --jobs N                  worker processes (default: every core)
      --shard I/N               only the previews of shard I of N
      --png fast|default|small  PNG compression (default: fast)
      --timeout SECONDS         per preview (default: 300)
      --memory-limit MB         resident memory per worker (default: 2048; also 512M, 4G)
      --strict                  a preview with diagnostics fails
      --chrome on|off           draw device canvases' status bar and home indicator
                                (default: on, unless a preview's trait hides them)
      --no-chrome               same as --chrome off
    Diagnostics (an unknown SF Symbol, an invalid size…) are printed as warnings and kept in
    manifest.json.
    Exit codes: 0 all written, 1 a preview failed, 2 usage error (a --filter matching nothing).
    """

  let previews: [Preview]
  /// The catalog's variants, before the flags.
  var variants = TraitMatrix.standard

  func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(
      arguments,
      valued: [
        "--out", "--format", "--scale", "--scheme", "--dynamic-type", "--locale", "--device", "--filter", "--jobs",
        "--shard", "--png", "--timeout",
        "--memory-limit", "--chrome",
      ],
      switches: ["--help", "--strict", "--no-chrome", "--accessibility"])
    if args.has("--help") {
      print(Self.help)
      return 0
    }
    guard args.positional.isEmpty else { throw UsageError(message: "export takes no names; use --filter") }
    let formats = try args.list("--format", default: [ImageFormat.png], valid: ImageFormat.allCases.map(\.rawValue)) {
      ImageFormat(rawValue: $0)
    }
    let matrix = try args.matrix(variants)
    let chrome = try args.chrome()
    guard let preset = PNGPreset(rawValue: args.value("--png") ?? "fast") else {
      throw UsageError(message: "--png takes fast, default or small")
    }
    let timeout = try BatchOptions.timeout(args)
    let out = URL(fileURLWithPath: args.value("--out") ?? "out/export")
    let plan = BatchPlan(
      previews: previews, matrix: matrix, filter: args.value("--filter"), shard: try args.shard())
    try BatchOptions.checkFilter(args, previews)
    do {
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
      try BatchOptions.checkWritable(out)
      BatchOptions.removeStaleTemporaries(in: out)
    } catch {
      FileHandle.standardError.write(Data("vellum: cannot write to \(out.path): \(error.localizedDescription)\n".utf8))
      return 1
    }
    let jobs: [(BatchPlan.Item, BatchJob)] = plan.items.flatMap { item in
      formats.map { format in
        let file = out.appendingPathComponent("\(item.stem).\(format.rawValue)")
        return (
          item,
          BatchJob(
            kind: .export, preview: item.preview, variant: item.variant, format: format, preset: preset,
            path: file.path,
            chrome: chrome, accessibility: args.has("--accessibility") && format == .png)
        )
      }
    }
    let progress = Progress(total: jobs.count)
    let collector = Collector()
    let strict = args.has("--strict")
    let pool = WorkerPool(workers: try args.jobs(), timeout: timeout, memoryLimit: try BatchOptions.memoryLimit(args))
    // The manifest's fingerprint reads every font file: taken while the workers start and render.
    Thread.detachNewThread { _ = RenderFingerprint.current }
    pool.run(jobs.map(\.1)) { index, result in
      let (item, job) = jobs[index]
      let file = (job.path as NSString).lastPathComponent
      var result = result
      if strict && result.status == .ok && !result.diagnostics.isEmpty {
        result.status = .failed
        result.message = BatchOptions.strictMessage(result.diagnostics)
      }
      if result.status == .ok {
        collector.files.append(
          Manifest.Entry(
            preview: item.name, variant: item.variant.description, format: job.format.rawValue, file: file,
            width: result.width, height: result.height, hash: result.hash, diagnostics: result.diagnostics))
      } else {
        collector.failures.append(
          Manifest.Failure(preview: item.name, variant: item.variant.description, message: result.message))
      }
      progress.advance(file, ok: result.status == .ok, detail: result.status == .ok ? "" : result.message)
      BatchOptions.warn(item.name, item.variant, result.diagnostics)
    }
    let manifest = Manifest(
      fingerprint: RenderFingerprint.current, files: collector.files.sorted { $0.file < $1.file },
      failures: collector.failures.sorted { ($0.preview, $0.variant) < ($1.preview, $1.variant) })
    try writeAtomically(manifest.encoded(), to: out.appendingPathComponent("manifest.json"))
    let previewCount = Set(plan.items.map(\.preview)).count
    let warned = manifest.files.filter { !$0.diagnostics.isEmpty }.count
    print(
      "exported \(manifest.files.count) file\(manifest.files.count == 1 ? "" : "s") of \(previewCount) preview\(previewCount == 1 ? "" : "s") to \(out.path)"
        + (manifest.failures.isEmpty ? "" : "; \(manifest.failures.count) failed")
        + (warned == 0 ? "" : "; \(warned) with diagnostics"))
    for failure in manifest.failures {
      FileHandle.standardError.write(Data("failed: \(failure.preview) \(failure.variant): \(failure.message)\n".utf8))
    }
    return manifest.failures.isEmpty ? 0 : 1
  }

  final class Collector: @unchecked Sendable {
    var files: [Manifest.Entry] = []
    var failures: [Manifest.Failure] = []
  }
}

/// Options shared by batch commands.
enum BatchOptions {
  /// `--memory-limit MB` (or `512M`, `4G`): bytes per worker; default 2 GB.
  static func memoryLimit(_ args: Arguments) throws -> Int {
    guard let text = args.value("--memory-limit") else { return WorkerPool.defaultMemoryLimit }
    var digits = text.uppercased()
    var unit = 1 << 20
    if digits.hasSuffix("G") || digits.hasSuffix("GB") {
      unit = 1 << 30
      digits = String(digits.prefix { $0.isNumber })
    } else if digits.hasSuffix("M") || digits.hasSuffix("MB") {
      digits = String(digits.prefix { $0.isNumber })
    }
    guard let value = Int(digits), value >= 16, value <= 1 << 20 else {
      throw UsageError(
        message: "--memory-limit takes megabytes (at least 16), or a size like 512M or 4G, not '\(text)'")
    }
    return value * unit
  }

  /// A `--filter` that matches no preview is a usage error naming the closest previews, so
  /// a typo in a CI job fails instead of passing with nothing checked.
  static func checkFilter(_ args: Arguments, _ previews: [Preview]) throws {
    guard let filter = args.value("--filter"), !previews.contains(where: { globMatches(filter, $0.name) }) else {
      return
    }
    let near = closest(filter, previews.map(\.name), count: 3)
    throw UsageError(
      message: "no preview matches '\(filter)'"
        + (near.isEmpty ? "" : "; the closest: " + near.map { "'\($0)'" }.joined(separator: ", ")))
  }

  /// Prints a preview's diagnostics as warnings on standard error.
  static func warn(_ name: String, _ variant: Variant, _ diagnostics: [String]) {
    for message in diagnostics {
      FileHandle.standardError.write(Data("warning: \(name) \(variant): \(message)\n".utf8))
    }
  }

  static func strictMessage(_ diagnostics: [String]) -> String {
    "diagnostics fail the preview under --strict:\n" + diagnostics.joined(separator: "\n")
  }

  static func timeout(_ args: Arguments) throws -> TimeInterval {
    guard let text = args.value("--timeout") else { return 300 }
    guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
      throw UsageError(message: "--timeout takes a number of seconds, not '\(text)'")
    }
    return seconds
  }

  /// Removes the temporary files of writes that a killed process left behind: hidden
  /// `.NAME.PID.tmp` files whose process no longer runs. A live process's are kept, so two
  /// exports into one folder never disturb each other.
  static func removeStaleTemporaries(in folder: URL) {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    where name.hasPrefix(".") && name.hasSuffix(".tmp") {
      let parts = name.split(separator: ".")
      guard parts.count >= 3, let pid = Int32(parts[parts.count - 2]) else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
    }
  }

  /// Fails early, with the system's reason, when a folder cannot be written.
  static func checkWritable(_ folder: URL) throws {
    let probe = folder.appendingPathComponent(".vellum-write-check-\(getpid())")
    try Data().write(to: probe)
    try FileManager.default.removeItem(at: probe)
  }
}
