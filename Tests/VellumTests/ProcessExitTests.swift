import Foundation
import Testing

@testable import VellumPreview

/// `Process.waitForExit()`: the wait `vellum preview` uses for the compiler, the linker and the
/// catalog, in place of Foundation's `waitUntilExit()`, which on Linux notices an end only at
/// its next 50 ms run-loop slice.
@Suite nonisolated struct ProcessExitTests {
  @Test func itReturnsWithTheStatusSoonAfterTheProcessEnds() throws {
    var waits: [TimeInterval] = []
    for status in [0, 3, 7, 0, 1] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "exit \(status)"]
      let start = Date()
      try process.run()
      process.waitForExit()
      waits.append(Date().timeIntervalSince(start))
      #expect(!process.isRunning)
      #expect(process.terminationReason == .exit)
      #expect(process.terminationStatus == Int32(status))
    }
    // `waitUntilExit()` never returns in under 50 ms; the fastest of five short runs here does,
    // however busy the machine is for the others.
    #expect(waits.min()! < 0.04, "waits: \(waits)")
  }

  @Test func aProcessThatEndedBeforeTheWaitAndOneWaitedForTwiceDoNotHang() throws {
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/sh")
    ended.arguments = ["-c", "exit 4"]
    try ended.run()
    usleep(200_000)
    ended.waitForExit()
    ended.waitForExit()
    #expect(ended.terminationStatus == 4)

    let stopped = Process()
    stopped.executableURL = URL(fileURLWithPath: "/bin/sleep")
    stopped.arguments = ["30"]
    try stopped.run()
    kill(stopped.processIdentifier, SIGKILL)
    stopped.waitForExit()
    #expect(stopped.terminationReason == .uncaughtSignal)
    #expect(stopped.terminationStatus == SIGKILL)
  }
}
