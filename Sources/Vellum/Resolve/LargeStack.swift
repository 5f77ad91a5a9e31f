import Foundation

/// Runs `body` on a thread with a large stack, isolated to the main actor, and waits for it.
///
/// Resolving, laying out and painting recurse once per level of the view tree; a tree
/// thousands of levels deep must not overflow the caller's stack (a test runner's threads
/// have 512 KiB). The stack is reserved address space: only the pages a deep tree touches
/// are ever used.
///
/// In SwiftUI all view code runs on the main actor: bodies read `@MainActor` models, and
/// Swift 6 checks that isolation at run time in every closure a body makes. The thread runs
/// a task's job isolated to the main actor's executor (`runSynchronously(isolatedTo:)`), so
/// those checks hold, and a process-wide lock lets one render at a time hold that isolation:
/// two renders never touch a user's main-actor state at once. Unlike SwiftUI, it is not the
/// process's main thread, and main-actor code already running there is not excluded.
func onLargeStack<T>(_ body: @escaping () -> T) -> T {
  if ViewThread.isCurrent { return body() }
  ViewThread.lock.lock()
  defer { ViewThread.lock.unlock() }
  let result = ResultBox<T>()
  let done = DispatchSemaphore(value: 0)
  let work = UncheckedSendable(body)
  Task(executorPreference: ViewThread()) {
    ViewThread.$isCurrent.withValue(true) { result.value = work.value() }
    done.signal()
  }
  done.wait()
  return result.value!
}

/// Calls main-actor code (a user's `body`) from resolve, which runs isolated to the main
/// actor inside `onLargeStack` (checked in debug builds: this is on resolve's hot path).
func onMainActor<T>(_ body: @MainActor () -> T) -> T {
  #if DEBUG
    MainActor.assertIsolated("view code runs only inside a render")
  #endif
  return withoutActuallyEscaping(body) { unsafeBitCast($0, to: (() -> T).self)() }
}

/// Runs main-actor code from anywhere: at once inside a render, otherwise in a render of its
/// own (so it waits for any other render to finish).
func runOnMainActor<T>(_ body: @escaping @MainActor () -> T) -> T {
  if ViewThread.isCurrent { return onMainActor(body) }
  return onLargeStack { onMainActor(body) }
}

/// 1 GiB: about 200,000 levels of nesting.
let largeStackSize = 1 << 30

/// The executor of one render: it runs its task's job on a new large-stack thread, isolated
/// to the main actor.
private final class ViewThread: TaskExecutor, @unchecked Sendable {
  static let lock = NSLock()
  @TaskLocal static var isCurrent = false

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    let thread = Thread {
      job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: executor)
    }
    thread.stackSize = largeStackSize
    thread.start()
  }
}

private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}

/// A value handed to another thread that the caller waits for, so it is never shared.
private struct UncheckedSendable<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
