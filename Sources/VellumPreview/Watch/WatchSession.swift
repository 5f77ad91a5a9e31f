import Foundation
import Vellum

/// The state behind `vellum watch`'s page: the catalog's previews, the last good image of
/// each variant, failures, and the last build's errors. Renders with the catalog executable
/// (rebuilt by `swift build` when a source changes) on worker processes, and tells the page
/// what changed through server-sent events.
final class WatchSession: @unchecked Sendable {
  struct Image: Codable {
    /// What the page labels it: `light@2x`, `iPhoneSE · light@2x`, `accessibility3 · light@2x`.
    var variant: String
    var stem: String
    /// The colour scheme and scale it is drawn in, as `list` names them (`light@2x`).
    var base: String
    /// The device it is drawn on instead of the preview's own (`--device`), or empty.
    var device: String = ""
    /// The Dynamic Type size it is drawn at (`--dynamic-type`), or empty.
    var dynamicTypeSize: String = ""
    /// The locale it is drawn in (`--locale`), or empty.
    var locale: String = ""
    /// `/images/<stem>.png?v=<hash>`, or empty before the first render.
    var url: String = ""
    /// Why the last render failed (a trap, a time-out); the last good image stays.
    var failure: String = ""
    var diagnostics: [String] = []
  }

  struct Entry: Codable {
    var name: String
    var canvas: String
    /// Where it is declared (`list --source`): what `ChangeScope` matches changed files with.
    var source: String = ""
    var images: [Image]
  }

  struct State: Codable {
    var status: String
    var building: Bool
    var generation: Int
    var errors: [CompilerMessage]
    var previews: [Entry]
  }

  let executable: String
  let folder: URL
  let schemes: [ColorScheme]
  /// Extra images per preview: on each of these devices, then at each of these sizes, then
  /// in each of these locales, in the first colour scheme (as Xcode's variant modes show one trait at a time).
  let devices: [Device]
  let dynamicTypeSizes: [DynamicTypeSize]
  let locales: [String]
  let jobs: Int
  let timeout: TimeInterval
  var server: HTTPServer?
  private let lock = NSLock()
  private var state = State(status: "starting", building: false, generation: 0, errors: [], previews: [])

  init(
    executable: String, folder: URL, schemes: [ColorScheme], devices: [Device] = [],
    dynamicTypeSizes: [DynamicTypeSize] = [], locales: [String] = [], jobs: Int, timeout: TimeInterval
  ) {
    self.executable = executable
    self.folder = folder
    self.schemes = schemes
    self.devices = devices
    self.dynamicTypeSizes = dynamicTypeSizes
    self.locales = locales
    self.jobs = jobs
    self.timeout = timeout
  }

  var snapshot: State { lock.withLock { state } }

  func stateJSON() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(snapshot)) ?? Data("{}".utf8), as: UTF8.self)
  }

  private func update(_ change: (inout State) -> Void) {
    lock.withLock {
      change(&state)
      state.generation += 1
    }
    server?.broadcast(event: "state", data: stateJSON())
  }

  func building() {
    update {
      $0.building = true; $0.status = "building…"
    }
  }

  /// A failed build: its errors show on the page, and the images stay as they were.
  func buildFailed(_ errors: [CompilerMessage]) {
    update {
      $0.building = false
      $0.errors = errors
      $0.status = "the build failed; showing the last good images"
    }
  }

  /// The previews the catalog lists (`NAME\tCANVAS\tVARIANTS\tSOURCE` lines), with their
  /// file stems made as `export` makes them.
  func readCatalog() throws -> [Entry] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["list", "--source"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitForExit()
    guard process.terminationStatus == 0 else {
      throw UsageError(message: "\(executable) list exited with status \(process.terminationStatus)")
    }
    var taken: [String: Int] = [:]
    var entries: [Entry] = []
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 3 else { continue }
      var base = safeFileName(fields[0])
      if let count = taken[base] {
        taken[base] = count + 1
        base += "-\(count + 1)"
      } else {
        taken[base] = 1
      }
      let variants = fields[2].split(separator: ",").map(String.init).filter { variant in
        schemes.contains { variant.hasPrefix($0.rawValue + "@") }
      }
      var images = variants.map { Image(variant: $0, stem: "\(base).\($0)", base: $0) }
      if let first = variants.first {
        // Other devices change only a device canvas (`list` names it by its device).
        let onDevice = Device.all.contains { fields[1].hasPrefix($0.name) }
        for device in devices where onDevice {
          images.append(
            Image(
              variant: "\(device.name) · \(first)", stem: "\(base).\(device.name).\(first)", base: first,
              device: device.name))
        }
        for size in dynamicTypeSizes {
          images.append(
            Image(
              variant: "\(size.name) · \(first)", stem: "\(base).\(size.name).\(first)", base: first,
              dynamicTypeSize: size.name))
        }
        for locale in locales {
          images.append(
            Image(
              variant: "\(locale) · \(first)", stem: "\(base).\(locale).\(first)", base: first, locale: locale))
        }
      }
      entries.append(
        Entry(name: fields[0], canvas: fields[1], source: fields.count > 3 ? fields[3] : "", images: images))
    }
    return entries
  }

  /// Lists the (possibly rebuilt) catalog and renders the images of the previews `scope`
  /// makes stale (every one without a scope), and of previews new since the last render;
  /// pushes the images whose bytes changed, and failures, to the page. The others keep their
  /// images.
  func render(_ scope: ChangeScope? = nil) {
    let entries: [Entry]
    do { entries = try readCatalog() } catch {
      return update {
        $0.building = false
        $0.errors = [CompilerMessage(file: "", line: 0, column: 0, message: "\(error)")]
      }
    }
    let previous = lock.withLock { state.previews }
    let stale = scope?.stale(entries) ?? entries.map { _ in true }
    var merged = entries
    var jobs: [BatchJob] = []
    var targets: [(Int, Int)] = []
    for (p, entry) in entries.enumerated() {
      for (i, image) in entry.images.enumerated() {
        let old = previous.first { $0.name == entry.name }?.images.first { $0.stem == image.stem }
        if let old {
          merged[p].images[i].url = old.url
          merged[p].images[i].failure = old.failure
          merged[p].images[i].diagnostics = old.diagnostics
          if !stale[p], !old.url.isEmpty || !old.failure.isEmpty { continue }
        }
        let parts = image.base.split(separator: "@")
        guard parts.count == 2, let scheme = ColorScheme(rawValue: String(parts[0])),
          let scale = Int(parts[1].dropLast())
        else { continue }
        jobs.append(
          BatchJob(
            kind: .export, preview: p,
            variant: Variant(scheme, scale: scale, locale: image.locale.isEmpty ? nil : image.locale), format: .png,
            preset: .fast,
            path: folder.appendingPathComponent("\(image.stem).png").path,
            device: Device.all.first { $0.name == image.device },
            dynamicTypeSize: DynamicTypeSize.allCases.first { $0.name == image.dynamicTypeSize }))
        targets.append((p, i))
      }
    }
    lock.withLock {
      state.previews = merged
      state.errors = []
      state.status = "rendering \(jobs.count) images…"
    }
    server?.broadcast(event: "state", data: stateJSON())
    let changed = Collector()
    let places = targets
    WorkerPool(executable: executable, workers: self.jobs, timeout: timeout).run(jobs) { [self] index, result in
      let (p, i) = places[index]
      let pushed = lock.withLock { () -> Image? in
        guard state.previews.indices.contains(p), state.previews[p].images.indices.contains(i) else { return nil }
        var image = state.previews[p].images[i]
        var pushed: Image?
        image.diagnostics = result.diagnostics
        if result.status == .ok {
          image.failure = ""
          let url = "/images/\(image.stem).png?v=\(result.hash)"
          if url != image.url {
            image.url = url
            pushed = image
            changed.items.append(image)
          }
        } else {
          image.failure = result.message
        }
        state.previews[p].images[i] = image
        return pushed
      }
      if let pushed {
        let payload = "{\"stem\":\(Self.quoted(pushed.stem)),\"url\":\(Self.quoted(pushed.url))}"
        server?.broadcast(event: "image", data: payload)
      }
    }
    let failed = lock.withLock { state.previews.flatMap(\.images).filter { !$0.failure.isEmpty }.count }
    let kept = merged.flatMap(\.images).count - jobs.count
    update {
      $0.building = false
      $0.status =
        "\(changed.items.count) of \(jobs.count) images changed" + (kept == 0 ? "" : "; \(kept) kept as they were")
        + (failed == 0 ? "" : "; \(failed) failed")
    }
  }

  /// The PNG for `/images/<file>`, only when `file` is one of the session's images: the
  /// name is looked up, never joined to a path.
  func image(named file: String) -> Data? {
    let known = lock.withLock { state.previews.flatMap(\.images).contains { "\($0.stem).png" == file } }
    guard known else { return nil }
    return FileManager.default.contents(atPath: folder.appendingPathComponent(file).path)
  }

  static func quoted(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    let data = (try? encoder.encode(text)) ?? Data("\"\"".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  final class Collector: @unchecked Sendable {
    var items: [Image] = []
  }
}
