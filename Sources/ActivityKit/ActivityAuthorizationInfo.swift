/// Whether the app may start Live Activities, as ActivityKit's `ActivityAuthorizationInfo`.
/// Vellum answers as a device whose person turned Live Activities off for the app:
/// `areActivitiesEnabled` and `frequentPushesEnabled` are `false`, and the sequences of their
/// changes deliver nothing (they end when their task is cancelled).
public final class ActivityAuthorizationInfo: Sendable {
  public init() {}

  /// `false`: the app may not start Live Activities.
  public var areActivitiesEnabled: Bool { false }
  /// `false`: the app may not send frequent updates.
  public var frequentPushesEnabled: Bool { false }

  public var activityEnablementUpdates: ActivityEnablementUpdates { ActivityEnablementUpdates() }
  public var frequentPushEnablementUpdates: FrequentPushEnablementUpdates { FrequentPushEnablementUpdates() }

  /// Changes of `areActivitiesEnabled`: none come.
  public struct ActivityEnablementUpdates: AsyncSequence, Sendable {
    public typealias Element = Bool
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> Bool? {
        await PendingUpdates.untilCancelled()
        return nil
      }
    }
  }

  /// Changes of `frequentPushesEnabled`: none come.
  public struct FrequentPushEnablementUpdates: AsyncSequence, Sendable {
    public typealias Element = Bool
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> Bool? {
        await PendingUpdates.untilCancelled()
        return nil
      }
    }
  }
}
