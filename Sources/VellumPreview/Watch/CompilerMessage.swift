import Foundation

/// A compiler error from `swift build`'s output: `FILE:LINE:COLUMN: error: MESSAGE`.
struct CompilerMessage: Codable, Hashable {
  var file: String
  var line: Int
  var column: Int
  var message: String

  /// The errors in a build log, each once, in order. A failed build whose log has none
  /// (a linker or package error) gives one message holding the log's last lines.
  static func errors(in log: String, failed: Bool) -> [CompilerMessage] {
    var seen = Set<CompilerMessage>()
    var result: [CompilerMessage] = []
    for line in log.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, parts[0].hasSuffix(".swift"), let number = Int(parts[1]), let column = Int(parts[2]),
        parts[3].trimmingCharacters(in: .whitespaces) == "error"
      else { continue }
      let text = parts[4].trimmingCharacters(in: .whitespaces)
      let message = CompilerMessage(
        file: String(parts[0]), line: number, column: column,
        message: text + (advice(for: text).map { " (\($0))" } ?? ""))
      if seen.insert(message).inserted { result.append(message) }
    }
    if result.isEmpty && failed {
      let tail = log.split(separator: "\n").suffix(20).joined(separator: "\n")
      result.append(CompilerMessage(file: "", line: 0, column: 0, message: tail.isEmpty ? "the build failed" : tail))
    }
    return result
  }

  /// Apple frameworks that exist on iOS but not in Vellum (the README's differences table).
  static let appleOnlyModules: Set<String> = [
    "ARKit", "CoreBluetooth", "CoreHaptics",
    "CoreImage",
    "CoreLocationUI", "CoreML", "CoreNFC", "EventKitUI", "GameKit",
    "HealthKitUI", "Intents", "IntentsUI", "MusicKit",
    "QuickLook", "RealityKit", "SafariServices", "SceneKit", "Speech", "SpriteKit", "TipKit", "Vision",
    "MediaPlayer", "PDFKit", "VisionKit",
    "AppTrackingTransparency", "AdSupport", "CoreTelephony", "GameController", "Metal", "MetalKit", "CarPlay",
    "NearbyInteraction", "Translation", "CoreAudio", "CoreVideo",
    "CoreServices", "MobileCoreServices", "Accelerate", "MachO", "ObjectiveC", "Darwin", "AppKit", "Cocoa",
    "WatchKit",
  ]

  /// What to do about an error that means the file needs what Linux lacks, or nil.
  static func advice(for message: String) -> String? {
    guard message.hasPrefix("no such module '"), let name = message.split(separator: "'").dropFirst().first else {
      return nil
    }
    let module = String(name)
    if appleOnlyModules.contains(module) {
      return "Vellum has no \(module) on Linux: put the import, and the code that needs it, under "
        + "`#if canImport(\(module))`, or preview through a package that gives the file a stand-in"
    }
    return "\(module) is not a module Vellum provides: if it is a package, commit the app's Package.resolved "
      + "(vellum preview fetches the packages it pins), preview through a Linux package that depends on it "
      + "(README, \"Your app's files, unchanged\"), or put its use under `#if canImport(\(module))`"
  }
}
