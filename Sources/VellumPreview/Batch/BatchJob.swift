import Foundation
import Vellum
import VellumCairo

/// One unit of batch work: a preview in a variant, exported to a file or verified against
/// its golden. Jobs travel to worker processes as one line of tab-separated fields.
struct BatchJob: Hashable, Sendable {
  enum Kind: String, Sendable { case export, verify }

  var kind: Kind
  /// The preview's index in the catalog.
  var preview: Int
  var variant: Variant
  var format: ImageFormat = .png
  var preset: PNGPreset = .default
  /// Export: the output file. Verify: the golden.
  var path: String
  /// Verify: where failure images go.
  var artifacts: String = ""
  /// Verify: what to record.
  var record: RecordMode = .never
  var tolerance: Tolerance = .exact
  /// Whether device canvases draw their status bar and home indicator.
  var chrome: ChromeSetting = .automatic
  /// Export: whether the PNG keeps the laid-out tree it was drawn from (for a test process
  /// that compares it with a golden).
  var keepsLayout = false
  /// Also the accessibility snapshot: export writes `<name>.accessibility.txt` and
  /// `<name>.accessibility.png` beside the image; verify checks the text golden
  /// `<golden>.accessibility.txt`.
  var accessibility = false

  var line: String {
    [
      kind.rawValue, String(preview), variant.colorScheme.rawValue, String(variant.scale), format.rawValue,
      preset.rawValue, path, artifacts, record.rawValue, String(tolerance.perPixel),
      tolerance.ignoresAntialiasing ? "1" : "0", String(tolerance.maxDifferentPixels),
      String(tolerance.maxDifferentShare), chrome.rawValue, variant.device?.name ?? "",
      variant.dynamicTypeSize.map { String($0.rawValue) } ?? "", keepsLayout ? "1" : "0", variant.locale ?? "",
      accessibility ? "1" : "0",
    ].joined(separator: "\t")
  }

  /// `device` and `dynamicTypeSize`, when given, replace the variant's (`watch`'s extra
  /// images).
  init(
    kind: Kind, preview: Int, variant: Variant, format: ImageFormat = .png, preset: PNGPreset = .default, path: String,
    artifacts: String = "", record: RecordMode = .never, tolerance: Tolerance = .exact,
    chrome: ChromeSetting = .automatic, device: Device? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
    keepsLayout: Bool = false, accessibility: Bool = false
  ) {
    var variant = variant
    if let device { variant.device = device }
    if let dynamicTypeSize { variant.dynamicTypeSize = dynamicTypeSize }
    self.kind = kind
    self.preview = preview
    self.variant = variant
    self.format = format
    self.preset = preset
    self.path = path
    self.artifacts = artifacts
    self.record = record
    self.tolerance = tolerance
    self.chrome = chrome
    self.keepsLayout = keepsLayout
    self.accessibility = accessibility
  }

  init?(line: String) {
    let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard f.count == 19, let chrome = ChromeSetting(rawValue: f[13]), let kind = Kind(rawValue: f[0]),
      let preview = Int(f[1]),
      let scheme = ColorScheme(rawValue: f[2]), let scale = Int(f[3]), let format = ImageFormat(rawValue: f[4]),
      let preset = PNGPreset(rawValue: f[5]), let record = RecordMode(rawValue: f[8]), let perPixel = Double(f[9]),
      let pixels = Int(f[11]), let share = Double(f[12])
    else { return nil }
    let device = Device.all.first { $0.name == f[14] }
    let size = Int(f[15]).flatMap(DynamicTypeSize.init(rawValue:))
    guard device != nil || f[14].isEmpty, size != nil || f[15].isEmpty else { return nil }
    let variant = Variant(
      scheme, scale: scale, dynamicTypeSize: size, locale: f[17].isEmpty ? nil : f[17], device: device)
    self.init(
      kind: kind, preview: preview, variant: variant, format: format, preset: preset, path: f[6],
      artifacts: f[7], record: record,
      tolerance: Tolerance(
        perPixel: perPixel, ignoresAntialiasing: f[10] == "1", maxDifferentPixels: pixels, maxDifferentShare: share),
      chrome: chrome, keepsLayout: f[16] == "1", accessibility: f[18] == "1")
  }
}

/// What a worker answers for a job.
struct BatchResult: Sendable {
  enum Status: String, Sendable { case ok, mismatch, failed }
  var status: Status
  var width = 0
  var height = 0
  /// Export: the file's content hash.
  var hash = ""
  var message = ""
  /// What the renderer reported while drawing (an unknown SF Symbol, an invalid size…).
  var diagnostics: [String] = []
  /// Wall-clock seconds the job took, measured by the coordinator.
  var seconds: Double = 0

  var line: String {
    func flat(_ text: String) -> String {
      text.replacingOccurrences(of: "\n", with: "\u{1F}").replacingOccurrences(of: "\t", with: " ")
        .replacingOccurrences(of: "\u{1E}", with: " ")
    }
    return [
      status.rawValue, String(width), String(height), hash, flat(message),
      diagnostics.map(flat).joined(separator: "\u{1E}"),
    ].joined(separator: "\t")
  }

  init(
    status: Status, width: Int = 0, height: Int = 0, hash: String = "", message: String = "", diagnostics: [String] = []
  ) {
    self.status = status
    self.width = width
    self.height = height
    self.hash = hash
    self.message = message
    self.diagnostics = diagnostics
  }

  init?(line: String) {
    let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    guard f.count == 6, let status = Status(rawValue: f[0]), let width = Int(f[1]), let height = Int(f[2]) else {
      return nil
    }
    self.init(
      status: status, width: width, height: height, hash: f[3],
      message: f[4].replacingOccurrences(of: "\u{1F}", with: "\n"),
      diagnostics: f[5].isEmpty
        ? [] : f[5].split(separator: "\u{1E}").map { $0.replacingOccurrences(of: "\u{1F}", with: "\n") })
  }
}

/// A 64-bit FNV-1a hash of data, in hex: the manifest's content hash.
func contentHash(_ data: Data) -> String { String(fnv1a(data), radix: 16) }

/// Which of N shards a preview belongs to (1-based): a hash of its name, so the same
/// preview always lands on the same shard for a given N, and the shards cover every
/// preview exactly once.
public func shard(of name: String, count: Int) -> Int {
  Int(fnv1a(name.utf8) % UInt64(max(count, 1))) + 1
}

/// 64-bit FNV-1a: small, and the same on every machine.
func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
  return hash
}
