import Foundation

/// When goldens are written, from `VELLUM_RECORD`: `missing` (the default) writes goldens
/// that do not exist yet, `failed` rewrites the ones that fail, `all` rewrites every one,
/// `never` writes none. Whenever `CI` is set the mode is `never`, so a missing golden fails
/// CI instead of being recorded there. Every write fails the test, so each new golden is
/// looked at before it is trusted.
public enum RecordMode: String, Sendable, CaseIterable {
  case all, failed, missing, never

  /// The mode for this process's environment.
  public static var current: RecordMode { mode(in: ProcessInfo.processInfo.environment) }

  static func mode(in environment: [String: String]) -> RecordMode {
    if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
    return environment["VELLUM_RECORD"].flatMap { RecordMode(rawValue: $0.lowercased()) } ?? .missing
  }
}
