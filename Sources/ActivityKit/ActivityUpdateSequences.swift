import Foundation

extension Activity {
  /// Activities started or found while the app runs (`Activity.activityUpdates`): none ever
  /// come; the sequence ends when its task is cancelled.
  public typealias ActivityUpdates = PendingUpdates<Activity<Attributes>>

  /// Push tokens as the system issues them (`pushTokenUpdates`, `pushToStartTokenUpdates`):
  /// a preview registers with no push service, so none come.
  public typealias PushTokenUpdates = PendingUpdates<Data>

  /// An activity's content as it is updated (`contentUpdates`): none come.
  public typealias ContentUpdates = PendingUpdates<ActivityContent<Attributes.ContentState>>

  /// An activity's content state as it is updated (`contentStateUpdates`, before iOS 16.2):
  /// none come.
  public typealias ContentStateUpdates = PendingUpdates<Attributes.ContentState>

  /// An activity's state as it changes (`activityStateUpdates`): none come.
  public typealias ActivityStateUpdates = PendingUpdates<ActivityState>
}
