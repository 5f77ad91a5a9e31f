import Foundation
import Vellum
import VellumCairo

/// Previews rendered, and discovered, in worker copies of the running process, for a process
/// that is not a catalog (a test runner): a preview that traps (a missing
/// `.environmentObject` is a `fatalError`, as in SwiftUI) takes down only its worker, and is
/// reported by name with the trap's message. `export` and `verify` do the same with
/// `vellum __worker`; a test binary has no such command, so its copies become workers before
/// `main` (a C constructor, `selfworker.c`, sees `VELLUM_SELF_WORKER`).
package enum SelfWorker {
  static let mode = "VELLUM_SELF_WORKER"
  static let skipped = "VELLUM_SELF_WORKER_SKIP"
  static let announcement = "vellum-discovery: "

  /// A provider whose `previews` trapped while being discovered.
  package struct DiscoveryFailure: Sendable {
    package var provider: String
    package var message: String
  }

  /// What rendering one preview variant in a worker gave: its pixels and what the renderer
  /// reported, or why it failed.
  package enum Rendered {
    case image(RGBAImage, diagnostics: [String], layout: String?)
    case failed(String)
  }

  /// The discovered previews, found with every provider's `previews` first run in a worker:
  /// a provider that traps there is left out (here too, so this process never runs it) and
  /// reported. Worked out once per process.
  package static var discovery: (previews: [Preview], failures: [DiscoveryFailure]) { safeDiscovery }

  private nonisolated(unsafe) static let safeDiscovery: (previews: [Preview], failures: [DiscoveryFailure]) = {
    var skip: [String] = []
    var failures: [DiscoveryFailure] = []
    // Each round leaves out the provider the last one trapped in; a trap names its provider.
    while failures.count <= 64 {
      switch discoverInWorker(skipping: skip) {
      case .success:
        return (Discovery.find(skipping: Set(skip)), failures)
      case .trapped(let provider, let message):
        guard let provider, !skip.contains(provider) else {
          // A trap outside any provider, or one that skipping did not cure: discover here.
          return (Discovery.find(skipping: Set(skip)), failures)
        }
        skip.append(provider)
        failures.append(DiscoveryFailure(provider: provider, message: message))
      }
    }
    return (Discovery.find(skipping: Set(skip)), failures)
  }()

  enum Outcome {
    case success
    case trapped(provider: String?, message: String)
  }

  /// Runs discovery in a worker copy; on a trap, names the provider it was in.
  static func discoverInWorker(skipping skip: [String]) -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: WorkerPool.currentExecutable)
    process.environment = environment("discover", skip)
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return .success }
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitForExit()
    if process.terminationReason == .exit && process.terminationStatus == 0 { return .success }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    let provider = lines.last { $0.hasPrefix(announcement) }.map { String($0.dropFirst(announcement.count)) }
    let message =
      lines.last { $0.contains("Fatal error") }?.trimmingCharacters(in: .whitespaces)
      ?? "the worker exited with status \(process.terminationStatus)"
    return .trapped(provider: provider, message: message)
  }

  static func environment(_ mode: String, _ skip: [String]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment[self.mode] = mode
    environment[skipped] = skip.joined(separator: ",")
    environment["SWIFT_BACKTRACE"] = "enable=no"
    return environment
  }

  /// Discovered previews rendered in workers, `jobs` at a time, to PNG files in a temporary
  /// folder (removed with the batch); each image is read when it is asked for.
  package final class Batch {
    let folder: URL
    /// For each item: its jobs' files and results, or nil when it is not a discovered
    /// preview (one listed by hand), which must then be rendered in process.
    private var items: [[(path: String, result: BatchResult?)]?] = []

    /// Renders each preview in its variants.
    package init(_ work: [(preview: Preview, variants: [Variant])], jobs: Int = 2) {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-self-\(UUID().uuidString)")
      let (previews, failures) = discovery
      let made = (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
      var batch: [BatchJob] = []
      var places: [(Int, Int)] = []
      for (number, item) in work.enumerated() {
        guard made, !item.preview.source.isEmpty,
          let index = previews.firstIndex(where: { $0.name == item.preview.name && $0.source == item.preview.source })
        else {
          items.append(nil)
          continue
        }
        var files: [(path: String, result: BatchResult?)] = []
        for (position, variant) in item.variants.enumerated() {
          let path = folder.appendingPathComponent("\(number)-\(position).png").path
          batch.append(
            BatchJob(
              kind: .export, preview: index, variant: variant, format: .png, preset: .fast, path: path,
              keepsLayout: true))
          places.append((number, position))
          files.append((path, nil))
        }
        items.append(files)
      }
      guard !batch.isEmpty else { return }
      let results = Results(count: batch.count)
      WorkerPool(
        executable: WorkerPool.currentExecutable, workers: min(jobs, batch.count), arguments: [],
        environment: environment("render", failures.map(\.provider))
      ).run(batch) { index, result in results.items[index] = result }
      for (index, place) in places.enumerated() { items[place.0]?[place.1].result = results.items[index] }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Item `item`'s image in its `variant`-th variant, or nil if it was not rendered here.
    package func rendered(_ item: Int, variant: Int) -> Rendered? {
      guard let files = items[item], files.indices.contains(variant) else { return nil }
      let (path, result) = files[variant]
      guard let result, result.status == .ok else { return .failed(result?.message ?? "no answer from the worker") }
      do {
        let decoded = try PNG.decode(Data(contentsOf: URL(fileURLWithPath: path)))
        return .image(
          decoded.image, diagnostics: result.diagnostics, layout: decoded.text[GoldenCheck.layoutKeyword])
      } catch {
        return .failed("cannot read the worker's image: \(error)")
      }
    }
  }

  final class Results: @unchecked Sendable {
    var items: [BatchResult?]
    init(count: Int) { items = Array(repeating: nil, count: count) }
  }
}

/// The entry of a worker copy (see `selfworker.c`): `discover` runs discovery, naming each
/// provider before its `previews` runs; `render` answers batch jobs as `vellum __worker` does.
@_cdecl("vellum_self_worker_main")
func selfWorkerMain() -> Int32 {
  let environment = ProcessInfo.processInfo.environment
  let skip = Set((environment[SelfWorker.skipped] ?? "").split(separator: ",").map(String.init))
  switch environment[SelfWorker.mode] {
  case "discover":
    _ = Discovery.find(skipping: skip, announce: true)
    return 0
  case "render":
    return Worker(previews: Discovery.find(skipping: skip)).run()
  default:
    FileHandle.standardError.write(Data("unknown \(SelfWorker.mode) mode\n".utf8))
    return 2
  }
}
