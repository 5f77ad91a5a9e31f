/// Vellum: ActivityKit's update sequences in a preview, where nothing changes: each `next()`
/// waits until its task is cancelled, then ends the sequence (as StoreKit's
/// `Transaction.updates` does), so a `for await` loop in a task stays quiet and ends with it.
/// Apple's framework has a type per sequence; here each is this one, by its name.
public struct PendingUpdates<Element>: AsyncSequence, Sendable {
  public init() {}
  public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }

  public struct AsyncIterator: AsyncIteratorProtocol {
    public mutating func next() async -> Element? {
      while !Task.isCancelled {
        try? await Task.sleep(nanoseconds: 3_600_000_000_000)
      }
      return nil
    }
  }
}
