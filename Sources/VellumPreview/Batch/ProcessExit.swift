import Foundation

extension Process {
  /// Waits for the process to end, as `waitUntilExit()` does, but returns as soon as it has.
  /// On Linux, Foundation's `waitUntilExit()` runs the run loop in 50 ms slices and notices the
  /// end only at the next one: every command a preview waits for (the compiler, the linker,
  /// the catalog, its discovery) cost up to 50 ms more, about a fifth of an edit's time. The
  /// termination handler is called when Foundation reaps the child; the timed wait covers a
  /// process that ended before the handler was set.
  func waitForExit() {
    let ended = DispatchSemaphore(value: 0)
    terminationHandler = { _ in ended.signal() }
    while isRunning { _ = ended.wait(timeout: .now() + .milliseconds(50)) }
  }
}
