import Foundation

/// Runs `body` on a thread with a large stack and waits for it. Resolving, laying out and
/// painting recurse once per level of the view tree; a tree thousands of levels deep must
/// not overflow the caller's stack (a test runner's threads have 512 KiB). The stack is
/// reserved address space: only the pages a deep tree touches are ever used.
func onLargeStack<T>(_ body: @escaping () -> T) -> T {
  let result = ResultBox<T>()
  let done = DispatchSemaphore(value: 0)
  let work = UncheckedSendable(body)
  let thread = Thread {
    result.value = work.value()
    done.signal()
  }
  thread.stackSize = largeStackSize
  thread.start()
  done.wait()
  return result.value!
}

/// 1 GiB: about 200,000 levels of nesting.
let largeStackSize = 1 << 30

private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}

/// A value handed to another thread that the caller waits for, so it is never shared.
private struct UncheckedSendable<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}
