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

  /// Why a missing golden was not recorded under `environment` and what records it, for
  /// `assertGolden`'s message (`vellum verify` says its own: `--record missing`).
  public static func advice(in environment: [String: String]) -> String {
    if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" {
      return "recording is off because CI=\(ci) is set (CI never records); "
        + "record it on your machine with VELLUM_RECORD=missing swift test"
    }
    if let text = environment["VELLUM_RECORD"] {
      if RecordMode(rawValue: text.lowercased()) == nil {
        return
          "VELLUM_RECORD=\(text) is not missing, failed, all or never; record it with VELLUM_RECORD=missing swift test"
      }
      return "recording is off because VELLUM_RECORD=\(text); record it with VELLUM_RECORD=missing swift test"
    }
    return "record it with VELLUM_RECORD=missing swift test"
  }

  /// The advice for this process's environment.
  public static var currentAdvice: String { advice(in: ProcessInfo.processInfo.environment) }
}
