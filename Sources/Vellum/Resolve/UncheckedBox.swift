import Foundation

/// A value handed between threads where the hand-off itself keeps it unshared: the caller
/// waits for the thread it hands it to (a render), or the value stays on the render's thread,
/// which holds the main actor's isolation.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
