import Foundation

/// An intent provider's timeline, asked for from synchronous code (a preview's body): the
/// async `timeline(for:in:)` runs on `PreviewExecutor`'s thread, so it finishes even when
/// every thread of the shared pool is busy, and the caller waits for it.
final class TimelineRequest<P: AppIntentTimelineProvider>: @unchecked Sendable {
  let provider: P
  let intent: P.Intent
  let context: TimelineProviderContext
  private var result: [P.Entry]?

  init(provider: P, intent: P.Intent, context: TimelineProviderContext) {
    self.provider = provider
    self.intent = intent
    self.context = context
  }

  /// The timeline's entries, or nil if they do not come within `timeout` seconds (a provider
  /// that waits for the main actor, which the caller holds).
  func entries(timeout: TimeInterval = 5) -> [P.Entry]? {
    let done = DispatchSemaphore(value: 0)
    Task.detached(executorPreference: PreviewExecutor.shared) {
      let entries = await self.provider.timeline(for: self.intent, in: self.context).entries
      self.result = entries
      done.signal()
    }
    guard done.wait(timeout: .now() + timeout) == .success else { return nil }
    return result
  }
}

/// A task executor with one thread of its own, for the async work a preview must wait for.
final class PreviewExecutor: TaskExecutor, @unchecked Sendable {
  static let shared = PreviewExecutor()

  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  private init() {
    let thread = Thread { [unowned self] in self.run() }
    thread.name = "Vellum preview executor"
    thread.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  private func run() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
