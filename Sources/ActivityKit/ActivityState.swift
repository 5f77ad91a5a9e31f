/// Where a Live Activity is in its life, as ActivityKit's `ActivityState`.
public enum ActivityState: Hashable, Codable, Sendable {
  /// Running, and visible on the Lock Screen and in the Dynamic Island.
  case active
  /// Ended but still on the Lock Screen until it is dismissed.
  case ended
  /// Ended and removed.
  case dismissed
  /// Running with content older than its stale date.
  case stale
  /// Scheduled to start later (iOS 26).
  case pending
}
