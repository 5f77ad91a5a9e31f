import Foundation

/// A value or the end of a stream, as a publisher sends them to a subscription.
public enum _PublisherEvent<Output, Failure: Error> {
  case value(Output)
  case completion(Subscribers.Completion<Failure>)
}

/// Combine's `Publisher`: a type that sends values over time, then maybe a completion.
///
/// Vellum's Combine is a small synchronous stand-in for the parts SwiftUI code uses: a
/// subscription receives what is sent while the render runs (`Just`, subjects, `@Published`
/// changes), and nothing that a scheduler, a timer or the network would deliver later,
/// since a render draws one frame with no run loop. Conform as in Combine, by implementing
/// `receive(subscriber:)`, or by implementing `_subscribe`, as Vellum's own publishers do;
/// each has a default made from the other (see `SubscriberBridge.swift`).
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error

  /// Attaches a subscriber, as Combine's `receive(subscriber:)`.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure

  /// Sends this publisher's events to `receive` until the returned cancellable is cancelled.
  func _subscribe(_ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable
}

/// Combine's namespace for subscribers and their completion.
public enum Subscribers {
  /// How a stream ended.
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A type-erased publisher, as `eraseToAnyPublisher()` makes.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  let subscribe: (@escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable

  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    subscribe = publisher._subscribe
  }

  init(_ subscribe: @escaping (@escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable) {
    self.subscribe = subscribe
  }

  public func _subscribe(_ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    subscribe(receive)
  }
}
