import Foundation

/// An object whose changes views watch, as Combine's `ObservableObject` (which SwiftUI
/// re-exports).
///
/// Vellum draws one still frame, so no view subscribes. The default `objectWillChange` is a
/// fresh publisher that nobody else holds; a class that declares its own
/// `let objectWillChange = ObservableObjectPublisher()` can send and subscribe to it.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  /// Announces a coming change. In Combine, `@Published` properties send it for you.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher nobody else holds: Vellum never re-renders.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Combine's `ObservableObjectPublisher`: sends `()` to its subscribers on `send()`.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
  public typealias Output = Void
  public typealias Failure = Never
  let subscriptions = SubjectReceivers<Void, Never>()

  public init() {}
  /// Announces a change.
  public func send() { subscriptions.send(.value(())) }

  public func _subscribe(_ receive: @escaping (_PublisherEvent<Void, Never>) -> Void) -> AnyCancellable {
    subscriptions.add(receive)
  }
}
