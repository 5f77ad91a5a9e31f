import Foundation

/// A Live Activity, as ActivityKit's `Activity`: the object an app starts, updates and ends.
/// Vellum answers as a device whose person turned Live Activities off for the app: every
/// `request` throws `ActivityAuthorizationError.denied`, so no activity exists (`activities`
/// is empty), there is no push-to-start token, and the sequences of activities and tokens
/// deliver nothing (each ends when its task is cancelled). An activity keeps the content it is
/// updated or ended with; nothing is shown.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
  public typealias ContentState = Attributes.ContentState

  public let id: String
  public let attributes: Attributes
  public private(set) var content: ActivityContent<ContentState>
  public private(set) var activityState: ActivityState
  /// The token for pushed updates: none, as no push service is reached.
  public var pushToken: Data? { nil }
  /// The state of the content (before iOS 16.2, `content.state`).
  public var contentState: ContentState { content.state }

  init(attributes: Attributes, content: ActivityContent<ContentState>) {
    id = UUID().uuidString
    self.attributes = attributes
    self.content = content
    activityState = .active
  }

  /// The app's activities of this type: none.
  public static var activities: [Activity<Attributes>] { [] }
  /// The token for starting an activity by push: none.
  public static var pushToStartToken: Data? { nil }
  public static var activityUpdates: ActivityUpdates { ActivityUpdates() }
  public static var pushToStartTokenUpdates: PushTokenUpdates { PushTokenUpdates() }
  public var pushTokenUpdates: PushTokenUpdates { PushTokenUpdates() }
  public var contentUpdates: ContentUpdates { ContentUpdates() }
  public var contentStateUpdates: ContentStateUpdates { ContentStateUpdates() }
  public var activityStateUpdates: ActivityStateUpdates { ActivityStateUpdates() }

  /// Throws `ActivityAuthorizationError.denied`: Live Activities are off for the app.
  public static func request(
    attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    throw ActivityAuthorizationError.denied
  }

  /// Throws `ActivityAuthorizationError.denied` (the form before iOS 16.2).
  public static func request(
    attributes: Attributes, contentState: ContentState, pushType: PushType? = nil
  ) throws -> Activity<Attributes> {
    throw ActivityAuthorizationError.denied
  }

  /// Throws `ActivityAuthorizationError.denied` (iOS 18's form with a style).
  public static func request(
    attributes: Attributes, content: ActivityContent<ContentState>, pushType: PushType? = nil, style: ActivityStyle
  ) throws -> Activity<Attributes> {
    throw ActivityAuthorizationError.denied
  }

  /// Keeps the new content.
  public func update(_ content: ActivityContent<ContentState>) async { self.content = content }
  /// Keeps the new content; the alert is not shown.
  public func update(_ content: ActivityContent<ContentState>, alertConfiguration: AlertConfiguration?) async {
    self.content = content
  }
  /// Keeps the new state (the form before iOS 16.2).
  public func update(using contentState: ContentState) async {
    content = ActivityContent(state: contentState, staleDate: content.staleDate)
  }
  public func update(using contentState: ContentState, alertConfiguration: AlertConfiguration?) async {
    await update(using: contentState)
  }

  /// Keeps the final content, if any, and the activity is `.dismissed` at once with the
  /// `.immediate` policy, `.ended` otherwise.
  public func end(_ content: ActivityContent<ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default)
    async
  {
    if let content { self.content = content }
    activityState = dismissalPolicy == .immediate ? .dismissed : .ended
  }

  /// The form before iOS 16.2.
  public func end(using contentState: ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default)
    async
  {
    await end(
      contentState.map { ActivityContent(state: $0, staleDate: content.staleDate) }, dismissalPolicy: dismissalPolicy)
  }
}
