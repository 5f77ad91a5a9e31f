import Foundation

/// Writes messages to the unified log, as the os module's `Logger` (iOS 14).
///
/// A preview has no unified log. Vellum's logger is quiet by default, so renders print
/// nothing; with `VELLUM_OS_LOG=1` in the environment each message is written to standard
/// error as one line, `[category] message` (`[subsystem]` when the category is empty), with
/// the level for errors and faults. Messages are only formatted when written. Privacy options
/// are accepted and values are written in full, as Xcode's console shows them while debugging.
public struct Logger: Sendable {
  let subsystem: String
  let category: String

  /// A logger for a subsystem (usually the bundle identifier) and a category.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  /// The default logger, with no subsystem or category.
  public init() { self.init(subsystem: "", category: "") }

  /// A logger that writes to an `OSLog`'s subsystem and category.
  public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

  public func log(_ message: OSLogMessage) { log(level: .default, message) }
  public func log(level: OSLogType, _ message: OSLogMessage) {
    guard OSLog.writesToStandardError else { return }
    FileHandle.standardError.write(Data((line(level: level, message) + "\n").utf8))
  }

  public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
  public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
  public func info(_ message: OSLogMessage) { log(level: .info, message) }
  public func notice(_ message: OSLogMessage) { log(level: .default, message) }
  public func warning(_ message: OSLogMessage) { log(level: .error, message) }
  public func error(_ message: OSLogMessage) { log(level: .error, message) }
  public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
  public func fault(_ message: OSLogMessage) { log(level: .fault, message) }

  /// The line written for a message: the category (or subsystem) in brackets, the level for
  /// errors and faults, then the message.
  func line(level: OSLogType, _ message: OSLogMessage) -> String {
    let source = category.isEmpty ? subsystem : category
    let prefix = source.isEmpty ? "" : "[\(source)] "
    let tag = level == .error ? "error: " : level == .fault ? "fault: " : ""
    return prefix + tag + message.string
  }
}
