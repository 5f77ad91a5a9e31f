import Foundation

extension Publisher {
  /// A publisher whose subscriptions pass each event through a fresh `make()` (so operators
  /// with state, such as `removeDuplicates`, keep it per subscription).
  func relay<T, F: Error>(
    _ make: @escaping () -> (_PublisherEvent<Output, Failure>, (_PublisherEvent<T, F>) -> Void) -> Void
  ) -> AnyPublisher<T, F> {
    AnyPublisher { receive in
      let step = make()
      return self._subscribe { event in step(event, receive) }
    }
  }

  /// The values only; a completion is passed on with its failure mapped by `error`.
  func relayValues<T, F: Error>(
    error: @escaping (Failure) -> F, _ make: @escaping () -> (Output, (_PublisherEvent<T, F>) -> Void) -> Void
  ) -> AnyPublisher<T, F> {
    relay {
      let step = make()
      return { event, emit in
        switch event {
        case .value(let value): step(value, emit)
        case .completion(.finished): emit(.completion(.finished))
        case .completion(.failure(let failure)): emit(.completion(.failure(error(failure))))
        }
      }
    }
  }

  func relayValues<T>(_ make: @escaping () -> (Output, (_PublisherEvent<T, Failure>) -> Void) -> Void)
    -> AnyPublisher<T, Failure>
  {
    relayValues(error: { $0 }, make)
  }

  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

  public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
    relayValues { { value, emit in emit(.value(transform(value))) } }
  }

  public func map<T>(_ keyPath: KeyPath<Output, T>) -> AnyPublisher<T, Failure> { map { $0[keyPath: keyPath] } }

  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> AnyPublisher<T, Error> {
    relayValues(error: { $0 as Error }) {
      var failed = false
      return { value, emit in
        guard !failed else { return }
        do { emit(.value(try transform(value))) } catch {
          failed = true
          emit(.completion(.failure(error)))
        }
      }
    }
  }

  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> {
    relayValues { { value, emit in if let mapped = transform(value) { emit(.value(mapped)) } } }
  }

  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    relayValues { { value, emit in if isIncluded(value) { emit(.value(value)) } } }
  }

  public func removeDuplicates(by same: @escaping (Output, Output) -> Bool) -> AnyPublisher<Output, Failure> {
    relayValues {
      var last: Output?
      return { value, emit in
        if let last, same(last, value) { return }
        last = value
        emit(.value(value))
      }
    }
  }

  public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
    relayValues {
      var left = count
      return { value, emit in
        if left > 0 {
          left -= 1
        } else {
          emit(.value(value))
        }
      }
    }
  }

  public func scan<T>(_ initial: T, _ next: @escaping (T, Output) -> T) -> AnyPublisher<T, Failure> {
    relayValues {
      var result = initial
      return { value, emit in
        result = next(result, value)
        emit(.value(result))
      }
    }
  }

  /// Every value, sent as one array when the publisher finishes (nothing if it fails).
  public func collect() -> AnyPublisher<[Output], Failure> {
    relay {
      var values: [Output] = []
      return { event, emit in
        switch event {
        case .value(let value): values.append(value)
        case .completion(.finished):
          emit(.value(values))
          emit(.completion(.finished))
        case .completion(.failure(let failure)): emit(.completion(.failure(failure)))
        }
      }
    }
  }

  /// The values in arrays of `count`, the last one shorter, sent as each fills.
  public func collect(_ count: Int) -> AnyPublisher<[Output], Failure> {
    relay {
      var values: [Output] = []
      return { event, emit in
        switch event {
        case .value(let value):
          values.append(value)
          if values.count >= max(count, 1) {
            emit(.value(values))
            values = []
          }
        case .completion(.finished):
          if !values.isEmpty { emit(.value(values)) }
          emit(.completion(.finished))
        case .completion(.failure(let failure)): emit(.completion(.failure(failure)))
        }
      }
    }
  }

  public func first() -> AnyPublisher<Output, Failure> { first { _ in true } }

  public func first(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    relayValues {
      var done = false
      return { value, emit in
        guard !done, predicate(value) else { return }
        done = true
        emit(.value(value))
        emit(.completion(.finished))
      }
    }
  }

  public func prepend(_ values: Output...) -> AnyPublisher<Output, Failure> {
    AnyPublisher { receive in
      for value in values { receive(.value(value)) }
      return self._subscribe(receive)
    }
  }

  public func handleEvents(
    receiveSubscription: ((Any) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Any) -> Void)? = nil
  ) -> AnyPublisher<Output, Failure> {
    relay {
      { event, emit in
        switch event {
        case .value(let value): receiveOutput?(value)
        case .completion(let end): receiveCompletion?(end)
        }
        emit(event)
      }
    }
  }

  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> AnyPublisher<Output, E> {
    relayValues(error: transform) { { value, emit in emit(.value(value)) } }
  }

  public func replaceError(with output: Output) -> AnyPublisher<Output, Never> {
    relay {
      { event, emit in
        switch event {
        case .value(let value): emit(.value(value))
        case .completion(.finished): emit(.completion(.finished))
        case .completion(.failure):
          emit(.value(output))
          emit(.completion(.finished))
        }
      }
    }
  }

  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> AnyPublisher<Output, P.Failure>
  where P.Output == Output {
    AnyPublisher { receive in
      var replacement: AnyCancellable?
      let upstream = self._subscribe { event in
        switch event {
        case .value(let value): receive(.value(value))
        case .completion(.finished): receive(.completion(.finished))
        case .completion(.failure(let failure)): replacement = handler(failure)._subscribe(receive)
        }
      }
      return AnyCancellable {
        upstream.cancel()
        replacement?.cancel()
      }
    }
  }

  public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure>
  where P.Failure == Failure {
    flatMapping(transform)
  }

  /// The values of the publishers `transform` makes from each value, as each sends them.
  func flatMapping<P: Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure>
  where P.Failure == Failure {
    AnyPublisher { receive in
      var inner: [AnyCancellable] = []
      let upstream = self._subscribe { event in
        switch event {
        case .value(let value):
          inner.append(
            transform(value)._subscribe { innerEvent in
              if case .value(let output) = innerEvent { receive(.value(output)) }
              if case .completion(.failure(let failure)) = innerEvent { receive(.completion(.failure(failure))) }
            })
        case .completion(let end): receive(.completion(end))
        }
      }
      return AnyCancellable {
        upstream.cancel()
        inner.forEach { $0.cancel() }
      }
    }
  }

}

extension Publisher where Failure == Never {
  /// `flatMap` from a publisher that cannot fail into one that can (iOS 14): the inner
  /// publisher's failure ends the stream.
  public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, P.Failure> {
    setFailureType(to: P.Failure.self).flatMapping(transform)
  }

  /// `flatMap` into a publisher that cannot fail, from a publisher that cannot either.
  public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Never>
  where P.Failure == Never {
    flatMapping(transform)
  }
}

extension Publisher {
  /// `flatMap` into a publisher that cannot fail (iOS 14): the outer publisher's failure still
  /// ends the stream.
  public func flatMap<P: Publisher>(_ transform: @escaping (Output) -> P) -> AnyPublisher<P.Output, Failure>
  where P.Failure == Never {
    flatMapping { transform($0).setFailureType(to: Failure.self) }
  }

  public func combineLatest<P: Publisher>(_ other: P) -> AnyPublisher<(Output, P.Output), Failure>
  where P.Failure == Failure {
    combineLatest(other) { ($0, $1) }
  }

  public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
    -> AnyPublisher<T, Failure> where P.Failure == Failure
  {
    Publishers.CombineLatest(self, other).map { transform($0.0, $0.1) }
  }

  public func combineLatest<P: Publisher, Q: Publisher>(_ b: P, _ c: Q)
    -> AnyPublisher<(Output, P.Output, Q.Output), Failure> where P.Failure == Failure, Q.Failure == Failure
  {
    Publishers.CombineLatest3(self, b, c).eraseToAnyPublisher()
  }

  public func combineLatest<P: Publisher, Q: Publisher, T>(
    _ b: P, _ c: Q, _ transform: @escaping (Output, P.Output, Q.Output) -> T
  ) -> AnyPublisher<T, Failure> where P.Failure == Failure, Q.Failure == Failure {
    Publishers.CombineLatest3(self, b, c).map { transform($0.0, $0.1, $0.2) }
  }

  /// Shares one upstream subscription; Vellum's publishers are cheap to subscribe twice, so
  /// this is the publisher itself.
  public func share() -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }

  public func print(_ prefix: String = "") -> AnyPublisher<Output, Failure> { eraseToAnyPublisher() }
}

extension Publisher where Output: Equatable {
  public func removeDuplicates() -> AnyPublisher<Output, Failure> { removeDuplicates(by: ==) }
}

extension Publisher where Failure == Never {
  public func setFailureType<E: Error>(to failureType: E.Type) -> AnyPublisher<Output, E> {
    relayValues(error: { _ in fatalError("unreachable") }) { { value, emit in emit(.value(value)) } }
  }
}

extension Publisher {
  public func assertNoFailure(_ prefix: String = "") -> AnyPublisher<Output, Never> {
    relay {
      { event, emit in
        switch event {
        case .value(let value): emit(.value(value))
        case .completion(.finished): emit(.completion(.finished))
        case .completion(.failure(let failure)): fatalError("\(prefix)\(failure)")
        }
      }
    }
  }
}

/// A decoder that publishers' `decode(type:decoder:)` uses, as Combine's `TopLevelDecoder`.
public protocol TopLevelDecoder {
  associatedtype Input
  func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}

extension Publisher {
  public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
    -> AnyPublisher<Item, Error> where Coder.Input == Output
  {
    tryMap { try decoder.decode(type, from: $0) }
  }
}
