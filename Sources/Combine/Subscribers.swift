import Foundation

extension Subscribers {
  /// Combine's `Subscribers.Sink`: asks for every value and passes each one, then the
  /// completion, to its closures; cancelling it cancels its subscription.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible {
    public let receiveValue: (Input) -> Void
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private let lock = NSLock()
    private var subscription: Subscription?
    private var done = false

    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public var description: String { "Sink" }

    public func receive(subscription: Subscription) {
      let live = lock.withLock { () -> Bool in
        guard !done, self.subscription == nil else { return false }
        self.subscription = subscription
        return true
      }
      if live { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
      receiveValue(input)
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      lock.withLock {
        done = true
        subscription = nil
      }
      receiveCompletion(completion)
    }

    public func cancel() {
      let subscription = lock.withLock { () -> Subscription? in
        done = true
        defer { self.subscription = nil }
        return self.subscription
      }
      subscription?.cancel()
    }
  }

  /// Combine's `Subscribers.Assign`: writes every value it receives to a property of an
  /// object, which it holds until the stream ends or it is cancelled.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
    public typealias Failure = Never

    public private(set) var object: Root?
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var subscription: Subscription?

    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    public var description: String { object.map { "Assign \(type(of: $0))" } ?? "Assign" }

    public func receive(subscription: Subscription) {
      guard object != nil, self.subscription == nil else { return subscription.cancel() }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = value
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      object = nil
      subscription = nil
    }

    public func cancel() {
      object = nil
      let subscription = subscription
      self.subscription = nil
      subscription?.cancel()
    }
  }
}

/// Combine's `AnySubscriber`: a subscriber of any type, or one made of three closures.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscription: (Subscription) -> Void
  private let receiveValue: (Input) -> Subscribers.Demand
  private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    combineIdentifier = subscriber.combineIdentifier
    receiveSubscription = subscriber.receive(subscription:)
    receiveValue = subscriber.receive(_:)
    receiveCompletion = subscriber.receive(completion:)
  }

  public init(
    receiveSubscription: ((Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    self.receiveSubscription = receiveSubscription ?? { _ in }
    self.receiveValue = receiveValue ?? { _ in .none }
    self.receiveCompletion = receiveCompletion ?? { _ in }
  }

  public var description: String { "Anonymous AnySubscriber" }

  public func receive(subscription: Subscription) { receiveSubscription(subscription) }
  public func receive(_ value: Input) -> Subscribers.Demand { receiveValue(value) }
  public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletion(completion) }
}
