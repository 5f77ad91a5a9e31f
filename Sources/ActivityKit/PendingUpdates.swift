/// Vellum: how ActivityKit's update sequences wait in a preview, where nothing changes: each
/// `next()` sleeps until its task is cancelled, then ends the sequence (as StoreKit's
/// `Transaction.updates` does), so a `for await` loop in a task stays quiet and ends with it.
enum PendingUpdates {
  static func untilCancelled() async {
    while !Task.isCancelled {
      try? await Task.sleep(nanoseconds: 3_600_000_000_000)
    }
  }
}
