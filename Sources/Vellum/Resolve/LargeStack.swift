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
  let work = UncheckedBox(body)
  ViewThread.shared.expectRender()
  Task(executorPreference: ViewThread.shared) {
    ViewThread.shared.bodyStarts()
    ViewThread.$isCurrent.withValue(true) { result.value = work.value() }
    done.signal()
  }
  done.wait()
  return result.value!
}

/// Whether the caller is a render's view code (on its thread, or in a task it started).
var isInsideRender: Bool { ViewThread.isCurrent }

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

/// The executor of renders: it runs each job on a large-stack thread, isolated to the main
/// actor. One such thread is kept between renders, so a render does not pay for starting
/// threads.
///
/// A render's task is made nonisolated (so it is enqueued here, not on the main actor, whose
/// thread may be the one waiting for it) and run claiming the main actor's isolation, so its
/// entry hops to this executor once more before the body runs: both jobs run on the kept
/// thread. Any other job (a task that inherits this executor as its preference) runs there if
/// the thread is idle and on a thread of its own if not, so it never waits behind a render.
/// (A `Task` that a body starts inherits the main actor instead, as in SwiftUI.)
private final class ViewThread: TaskExecutor, @unchecked Sendable {
  static let lock = NSLock()
  @TaskLocal static var isCurrent = false
  static let shared = ViewThread()

  private let condition = NSCondition()
  /// Jobs handed to the kept thread, in order.
  private var queue: [(job: UnownedJob, isRender: Bool)] = []
  private var keptThreadStarted = false
  private var keptThread: pthread_t?
  private var keptThreadIsIdle = false
  /// The thread of a render (holding `lock`) about to make its task: making a task enqueues
  /// its first job at once, on that thread, so that thread's next job is the render's.
  private var renderingThread: pthread_t?
  /// Set while the kept thread runs a render's first job, whose hop is the next job it
  /// enqueues.
  private var hopIsNext = false

  func expectRender() {
    condition.lock()
    renderingThread = pthread_self()
    condition.unlock()
  }

  /// Called as a render's body begins: whatever it enqueues from here on is not the hop (a
  /// runtime that runs the body without hopping leaves nothing to wait for).
  func bodyStarts() {
    condition.lock()
    hopIsNext = false
    condition.unlock()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    let me = pthread_self()
    let isRender = renderingThread.map { pthread_equal($0, me) != 0 } ?? false
    if isRender { renderingThread = nil }
    let onKeptThread = keptThread.map { pthread_equal($0, me) != 0 } ?? false
    if onKeptThread && hopIsNext {
      // The render's hop: run next on this thread, once the entry job returns.
      hopIsNext = false
      queue.append((job, false))
      condition.unlock()
      return
    }
    if !keptThreadStarted {
      keptThreadStarted = true
      queue.append((job, isRender))
      condition.unlock()
      startThread { [self] in keepRunningJobs() }
      return
    }
    // A render's job waits for the kept thread if it is still finishing the previous job
    // (the previous render has returned, so nothing it waits for is running there).
    if isRender || keptThreadIsIdle {
      queue.append((job, isRender))
      keptThreadIsIdle = false
      condition.signal()
      condition.unlock()
      return
    }
    condition.unlock()
    startThread { [self] in run(job) }
  }

  private func run(_ job: UnownedJob) {
    job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
  }

  /// The kept thread's loop: run the jobs handed over, then wait for more.
  private func keepRunningJobs() {
    condition.lock()
    keptThread = pthread_self()
    while true {
      while queue.isEmpty {
        keptThreadIsIdle = true
        condition.wait()
      }
      let next = queue.removeFirst()
      keptThreadIsIdle = false
      hopIsNext = next.isRender
      condition.unlock()
      run(next.job)
      condition.lock()
      hopIsNext = false
    }
  }

  private func startThread(_ body: @escaping @Sendable () -> Void) {
    let thread = Thread(block: body)
    thread.stackSize = largeStackSize
    thread.start()
  }
}

private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
