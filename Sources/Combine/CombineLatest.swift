import Foundation

extension Publishers {
  /// Combine's `CombineLatest`: once both publishers have sent a value, a pair of their latest
  /// values each time either sends one; finished when both have finished, failed at the first
  /// failure.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    public typealias Output = (A.Output, B.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B

    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func _subscribe(_ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
      subscribeLatest([a.erasingOutput(), b.erasingOutput()], receive) { ($0[0] as! A.Output, $0[1] as! B.Output) }
    }
  }

  /// Combine's `CombineLatest3`: `CombineLatest` over three publishers.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    public typealias Output = (A.Output, B.Output, C.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C

    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    public func _subscribe(_ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
      subscribeLatest([a.erasingOutput(), b.erasingOutput(), c.erasingOutput()], receive) {
        ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output)
      }
    }
  }

  /// Combine's `CombineLatest4`: `CombineLatest` over four publishers.
  public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
    public typealias Output = (A.Output, B.Output, C.Output, D.Output)
    public typealias Failure = A.Failure

    public let a: A
    public let b: B
    public let c: C
    public let d: D

    public init(_ a: A, _ b: B, _ c: C, _ d: D) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
    }

    public func _subscribe(_ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
      subscribeLatest([a.erasingOutput(), b.erasingOutput(), c.erasingOutput(), d.erasingOutput()], receive) {
        ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
      }
    }
  }
}

extension Publisher {
  /// This publisher with its values boxed, so publishers of different outputs fit one array.
  func erasingOutput() -> AnyPublisher<Any, Failure> {
    AnyPublisher { receive in
      self._subscribe { event in
        switch event {
        case .value(let value): receive(.value(value))
        case .completion(let completion): receive(.completion(completion))
        }
      }
    }
  }
}

/// Subscribes to every publisher and sends `combine(latest values)` whenever one sends a value
/// and all have sent at least one.
private func subscribeLatest<Output, Failure: Error>(
  _ publishers: [AnyPublisher<Any, Failure>], _ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void,
  _ combine: @escaping ([Any]) -> Output
) -> AnyCancellable {
  let state = LatestValues<Failure>(count: publishers.count)
  let subscriptions = publishers.enumerated().map { index, publisher in
    publisher._subscribe { event in
      switch state.take(event, at: index) {
      case .none: break
      case .values(let values): receive(.value(combine(values)))
      case .end(let completion): receive(.completion(completion))
      }
    }
  }
  return AnyCancellable { subscriptions.forEach { $0.cancel() } }
}

/// The latest value of each publisher in a `CombineLatest`, and how many are still running.
private final class LatestValues<Failure: Error>: @unchecked Sendable {
  enum Step {
    case none
    case values([Any])
    case end(Subscribers.Completion<Failure>)
  }

  private let lock = NSLock()
  private var latest: [Any?]
  private var running: Int
  private var ended = false

  init(count: Int) {
    latest = Array(repeating: nil, count: count)
    running = count
  }

  func take(_ event: _PublisherEvent<Any, Failure>, at index: Int) -> Step {
    lock.withLock {
      guard !ended else { return .none }
      switch event {
      case .value(let value):
        latest[index] = value
        let values = latest.compactMap { $0 }
        return values.count == latest.count ? .values(values) : .none
      case .completion(.failure(let failure)):
        ended = true
        return .end(.failure(failure))
      case .completion(.finished):
        running -= 1
        ended = running == 0
        return ended ? .end(.finished) : .none
      }
    }
  }
}
