import Foundation
import OSLog
import Testing

@testable import os

/// The os module's logger: messages interpolate with the os options, and nothing is written
/// unless VELLUM_OS_LOG=1.
@Suite struct OSLogTests {
  @Test func messagesInterpolateWithPrivacyAndFormats() {
    let logger = Logger(subsystem: "com.example.shop", category: "Checkout")
    let user = "ada", total = 12.5, items = 3, error = CocoaError(.fileNoSuchFile)
    let message: OSLogMessage =
      "\(user, privacy: .private(mask: .hash)) paid \(total, format: .fixed(precision: 2), privacy: .public) for \(items) items (0x\(255, format: .hex(uppercase: true, minDigits: 4))) [\(items, align: .right(columns: 3))]"
    #expect(message.string == "ada paid 12.50 for 3 items (0x00FF) [  3]")
    #expect(
      logger.line(level: .error, "failed: \(error.code.rawValue, privacy: .public)") == "[Checkout] error: failed: 4")
    #expect(Logger(subsystem: "com.example.shop", category: "").line(level: .info, "hi") == "[com.example.shop] hi")
    #expect(Logger().line(level: .debug, "plain") == "plain")
    // Every level compiles and, without VELLUM_OS_LOG=1, writes nothing.
    logger.debug("debug \(items)")
    logger.info("info")
    logger.notice("notice")
    logger.warning("warning")
    logger.error("error \(error)")
    logger.fault("fault")
    logger.trace("trace")
    logger.critical("critical")
    logger.log(level: .fault, "fault")
    logger.log("default")
  }

  @Test func valuesAreReadOnlyWhenAMessageIsFormatted() {
    final class Counter: @unchecked Sendable { var reads = 0 }
    let counter = Counter()
    func value() -> Int {
      counter.reads += 1
      return counter.reads
    }
    let message: OSLogMessage = "read \(value())"
    #expect(counter.reads == 0)
    #expect(message.string == "read 1")
  }

  @Test func osLogFormatsPrintfStyle() {
    let log = OSLog(subsystem: "com.example.shop", category: "Sync")
    #expect(os_log_format("Synced %{public}@ in %d ms", ["orders", 42]) == "Synced orders in 42 ms")
    #expect(!OSLog.disabled.isEnabled(type: .error))
    os_log("Synced %{public}@", log: log, type: .info, "orders")
    os_log("Started")
    #expect(OSLogType.fault.rawValue == 0x11 && OSLogType.default.rawValue == 0)
  }
}
