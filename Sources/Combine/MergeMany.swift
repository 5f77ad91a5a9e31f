import Foundation

extension Publishers {
  /// Combine's `MergeMany`: the values of all its publishers as each sends them; finished
  /// when every one has finished, failed at the first failure.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let publishers: [Upstream]

    public init(_ upstream: Upstream...) { publishers = upstream }
    public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

    public func _subscribe(_ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
      let merge = MergeState(remaining: publishers.count, receive)
      if publishers.isEmpty { receive(.completion(.finished)) }
      let subscriptions = publishers.map { $0._subscribe(merge.forward) }
      return AnyCancellable { subscriptions.forEach { $0.cancel() } }
    }
  }
}

/// What a merge has left: the publishers still running, and whether it has ended.
private final class MergeState<Output, Failure: Error>: @unchecked Sendable {
  private let lock = NSLock()
  private var remaining: Int
  private var ended = false
  private let receive: (_PublisherEvent<Output, Failure>) -> Void

  init(remaining: Int, _ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void) {
    self.remaining = remaining
    self.receive = receive
  }

  func forward(_ event: _PublisherEvent<Output, Failure>) {
    let pass: Bool = lock.withLock {
      guard !ended else { return false }
      switch event {
      case .value: return true
      case .completion(.failure):
        ended = true
        return true
      case .completion(.finished):
        remaining -= 1
        ended = remaining == 0
        return ended
      }
    }
    if pass { receive(event) }
  }
}

extension Publisher {
  /// The values of this publisher and `other`, as each sends them.
  public func merge<P: Publisher>(with other: P) -> AnyPublisher<Output, Failure>
  where P.Output == Output, P.Failure == Failure {
    Publishers.MergeMany([eraseToAnyPublisher(), other.eraseToAnyPublisher()]).eraseToAnyPublisher()
  }
}
