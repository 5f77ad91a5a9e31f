import Foundation

/// A publisher you send values into, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  func send(_ value: Output)
  func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
  /// Sends `()`.
  public func send() { send(()) }
}

/// The subscribers of a subject and its completion, shared by both kinds of subject.
final class SubjectReceivers<Output, Failure: Error> {
  private var receivers: [Int: (_PublisherEvent<Output, Failure>) -> Void] = [:]
  private var next = 0
  private(set) var completion: Subscribers.Completion<Failure>?
  private let lock = NSRecursiveLock()

  func add(_ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    let (key, ended) = lock.withLock { () -> (Int, Subscribers.Completion<Failure>?) in
      if let completion { return (-1, completion) }
      let key = next
      next += 1
      receivers[key] = receive
      return (key, nil)
    }
    if let ended {
      receive(.completion(ended))
      return AnyCancellable {}
    }
    return AnyCancellable { [weak self] in
      guard let self else { return }
      lock.withLock { _ = receivers.removeValue(forKey: key) }
    }
  }

  func send(_ event: _PublisherEvent<Output, Failure>) {
    let current = lock.withLock { () -> [(_PublisherEvent<Output, Failure>) -> Void] in
      guard completion == nil else { return [] }
      let all = receivers.keys.sorted().compactMap { receivers[$0] }
      if case .completion(let end) = event {
        completion = end
        receivers = [:]
      }
      return all
    }
    for receive in current { receive(event) }
  }
}

/// Combine's `PassthroughSubject`: sends each value to the subscribers it has at the time.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  let subscriptions = SubjectReceivers<Output, Failure>()
  public init() {}
  public func send(_ value: Output) { subscriptions.send(.value(value)) }
  public func send(completion: Subscribers.Completion<Failure>) { subscriptions.send(.completion(completion)) }
  public func _subscribe(_ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    subscriptions.add(receive)
  }
}

/// Combine's `CurrentValueSubject`: holds a value, sends it to each new subscriber, and
/// sends every new value.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  let subscriptions = SubjectReceivers<Output, Failure>()
  private var current: Output
  public var value: Output {
    get { current }
    set { send(newValue) }
  }
  public init(_ value: Output) { current = value }
  /// Sets and sends `value`; after a completion the subject ignores it, as Combine's does.
  public func send(_ value: Output) {
    guard subscriptions.completion == nil else { return }
    current = value
    subscriptions.send(.value(value))
  }
  public func send(completion: Subscribers.Completion<Failure>) { subscriptions.send(.completion(completion)) }
  public func _subscribe(_ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    if subscriptions.completion == nil { receive(.value(current)) }
    return subscriptions.add(receive)
  }
}
