import Foundation

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// The values of the latest publisher the upstream sent, as Combine's `switchToLatest()`:
  /// each new inner publisher cancels the one before it. The stream ends with a failure from
  /// either side, or once the upstream has finished and so has the latest inner publisher.
  public func switchToLatest() -> AnyPublisher<Output.Output, Failure> {
    AnyPublisher { receive in
      var inner: AnyCancellable?
      var generation = 0
      var upstreamFinished = false
      var innerFinished = true
      var ended = false
      func end(_ completion: Subscribers.Completion<Failure>) {
        guard !ended else { return }
        ended = true
        receive(.completion(completion))
      }
      let upstream = self._subscribe { event in
        guard !ended else { return }
        switch event {
        case .value(let publisher):
          inner?.cancel()
          generation += 1
          let current = generation
          innerFinished = false
          inner = publisher._subscribe { innerEvent in
            guard current == generation, !ended else { return }
            switch innerEvent {
            case .value(let output): receive(.value(output))
            case .completion(.failure(let failure)): end(.failure(failure))
            case .completion(.finished):
              innerFinished = true
              if upstreamFinished { end(.finished) }
            }
          }
        case .completion(.failure(let failure)): end(.failure(failure))
        case .completion(.finished):
          upstreamFinished = true
          if innerFinished { end(.finished) }
        }
      }
      return AnyCancellable {
        upstream.cancel()
        inner?.cancel()
      }
    }
  }
}

extension Publisher where Failure == Never, Output: Publisher {
  /// `switchToLatest()` from a publisher that cannot fail over inner publishers that can
  /// (iOS 14): an inner failure ends the stream.
  public func switchToLatest() -> AnyPublisher<Output.Output, Output.Failure> {
    map { $0.eraseToAnyPublisher() }.setFailureType(to: Output.Failure.self).switchingToLatest()
  }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
  /// `switchToLatest()` where neither side can fail: the same as the other two forms, which
  /// both apply, named once here.
  public func switchToLatest() -> AnyPublisher<Output.Output, Never> {
    map { $0.eraseToAnyPublisher() }.switchingToLatest()
  }
}

extension Publisher {
  /// The first form, under a name the overloads above can call without choosing among themselves.
  fileprivate func switchingToLatest<T>() -> AnyPublisher<T, Failure> where Output == AnyPublisher<T, Failure> {
    switchToLatest()
  }
}
