/// How long a Live Activity stays, as ActivityKit's `ActivityStyle` (iOS 18): on the Lock
/// Screen until it ends (`.standard`) or only in the Dynamic Island (`.transient`).
public enum ActivityStyle: Hashable, Sendable {
  case standard, transient
}
