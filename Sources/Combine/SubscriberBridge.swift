import Foundation

// Vellum's publishers implement `_subscribe` (a closure per event); Combine's implement
// `receive(subscriber:)`. Each has a default made from the other, so a publisher written
// either way works with every operator and every subscriber. (A publisher must implement
// one of them: with neither, each default calls the other without end.)

extension Publisher {
  /// Attaches `subscriber`: it receives a subscription at once, and values as they are
  /// sent once it has asked for them, as many as it asked for (values sent with no demand
  /// are dropped, as Combine's subjects drop them).
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = BridgedSubscription(self, subscriber)
    subscriber.receive(subscription: subscription)
  }

  public func _subscribe(_ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    let subscriber = ClosureSubscriber<Output, Failure>(receive)
    self.receive(subscriber: subscriber)
    return AnyCancellable { subscriber.cancel() }
  }

  /// Attaches `subscriber` to this publisher, as Combine's `subscribe(_:)`.
  public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }

  /// Sends this publisher's values and completion into `subject`.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
    sink(receiveCompletion: { subject.send(completion: $0) }, receiveValue: { subject.send($0) })
  }
}

/// A subscription to a publisher that implements `_subscribe`: it subscribes on the first
/// request, and hands on values while the subscriber's demand lasts.
private final class BridgedSubscription<Upstream: Publisher, Downstream: Subscriber>: Subscription
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
  private let lock = NSRecursiveLock()
  private var upstream: Upstream?
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var cancellable: AnyCancellable?

  init(_ upstream: Upstream, _ downstream: Downstream) {
    self.upstream = upstream
    self.downstream = downstream
  }

  func request(_ more: Subscribers.Demand) {
    let start = lock.withLock { () -> Upstream? in
      demand += more
      defer { upstream = nil }
      return upstream
    }
    // Subscribed outside the lock: a synchronous publisher delivers while subscribing.
    guard let start else { return }
    let made = start._subscribe { event in self.deliver(event) }
    lock.withLock {
      if downstream == nil { made.cancel() } else { cancellable = made }
    }
  }

  private func deliver(_ event: _PublisherEvent<Upstream.Output, Upstream.Failure>) {
    switch event {
    case .value(let value):
      let target = lock.withLock { () -> Downstream? in
        guard let downstream, demand > .none else { return nil }
        demand -= 1
        return downstream
      }
      guard let target else { return }
      let more = target.receive(value)
      lock.withLock { demand += more }
    case .completion(let completion):
      let target = lock.withLock { () -> Downstream? in
        defer { downstream = nil }
        return downstream
      }
      target?.receive(completion: completion)
    }
  }

  func cancel() {
    let made = lock.withLock { () -> AnyCancellable? in
      downstream = nil
      upstream = nil
      defer { cancellable = nil }
      return cancellable
    }
    made?.cancel()
  }
}

/// A subscriber that asks for every value and passes each event to a closure, for
/// `_subscribe` on a publisher that implements `receive(subscriber:)`.
private final class ClosureSubscriber<Input, Failure: Error>: Subscriber {
  private let lock = NSLock()
  private var receiveEvent: ((_PublisherEvent<Input, Failure>) -> Void)?
  private var subscription: Subscription?

  init(_ receive: @escaping (_PublisherEvent<Input, Failure>) -> Void) { receiveEvent = receive }

  func receive(subscription: Subscription) {
    let live = lock.withLock { () -> Bool in
      guard receiveEvent != nil, self.subscription == nil else { return false }
      self.subscription = subscription
      return true
    }
    if live { subscription.request(.unlimited) } else { subscription.cancel() }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock.withLock { receiveEvent }?(.value(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let receive = lock.withLock { () -> ((_PublisherEvent<Input, Failure>) -> Void)? in
      defer {
        receiveEvent = nil
        subscription = nil
      }
      return receiveEvent
    }
    receive?(.completion(completion))
  }

  func cancel() {
    let subscription = lock.withLock { () -> Subscription? in
      receiveEvent = nil
      defer { self.subscription = nil }
      return self.subscription
    }
    subscription?.cancel()
  }
}
