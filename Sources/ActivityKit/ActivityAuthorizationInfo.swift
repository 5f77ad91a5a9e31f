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
  public typealias ActivityEnablementUpdates = PendingUpdates<Bool>

  /// Changes of `frequentPushesEnabled`: none come.
  public typealias FrequentPushEnablementUpdates = PendingUpdates<Bool>
}
