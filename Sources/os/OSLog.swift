import Foundation

/// A log's subsystem and category, as the os module's `OSLog`, for `os_log` and
/// `Logger(_:)`. Vellum writes to standard error only when `VELLUM_OS_LOG=1` (see `Logger`).
public final class OSLog: Sendable {
  let subsystem: String
  let category: String
  let isDisabled: Bool

  init(subsystem: String, category: String, isDisabled: Bool) {
    self.subsystem = subsystem
    self.category = category
    self.isDisabled = isDisabled
  }

  public convenience init(subsystem: String, category: String) {
    self.init(subsystem: subsystem, category: category, isDisabled: false)
  }

  /// The default log.
  public static let `default` = OSLog(subsystem: "", category: "", isDisabled: false)
  /// A log that drops every message.
  public static let disabled = OSLog(subsystem: "", category: "", isDisabled: true)

  /// Whether messages are written at all: `VELLUM_OS_LOG=1` in the environment, read once.
  static let writesToStandardError = ProcessInfo.processInfo.environment["VELLUM_OS_LOG"] == "1"

  /// Whether messages of a level would be written.
  public func isEnabled(type: OSLogType) -> Bool { !isDisabled && Self.writesToStandardError }
}

/// A message's level, as the os module's `OSLogType` (same raw values).
public struct OSLogType: RawRepresentable, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }

  public static let `default` = OSLogType(rawValue: 0x00)
  public static let info = OSLogType(rawValue: 0x01)
  public static let debug = OSLogType(rawValue: 0x02)
  public static let error = OSLogType(rawValue: 0x10)
  public static let fault = OSLogType(rawValue: 0x11)
}

/// Logs a printf-style message, as the os module's `os_log`: `%{public}@` and `%{private}d`
/// are read as `%@` and `%d` (privacy is accepted; values are written in full), then
/// formatted with `String(format:)`. Written as `Logger` writes (only with `VELLUM_OS_LOG=1`).
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
  _ args: any CVarArg...
) {
  guard log.isEnabled(type: type) else { return }
  Logger(log).log(level: type, "\(os_log_format(message, args))")
}

/// The text of an `os_log` message: privacy annotations removed, then `String(format:)`.
func os_log_format(_ message: StaticString, _ args: [any CVarArg]) -> String {
  let format = "\(message)".replacingOccurrences(
    of: #"%\{[^}]*\}"#, with: "%", options: .regularExpression)
  return String(format: format, arguments: args)
}
