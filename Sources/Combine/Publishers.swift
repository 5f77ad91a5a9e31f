import Foundation

/// Publishes one value, then finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  public let output: Output
  public init(_ output: Output) { self.output = output }
  public func _subscribe(_ receive: @escaping (_PublisherEvent<Output, Never>) -> Void) -> AnyCancellable {
    receive(.value(output))
    receive(.completion(.finished))
    return AnyCancellable {}
  }
}

/// Publishes nothing, then finishes unless told not to, as Combine's `Empty`.
public struct Empty<Output, Failure: Error>: Publisher {
  public let completeImmediately: Bool
  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.completeImmediately = completeImmediately
  }
  public func _subscribe(_ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    if completeImmediately { receive(.completion(.finished)) }
    return AnyCancellable {}
  }
}

/// Fails at once with an error, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
  public let error: Failure
  public init(error: Failure) { self.error = error }
  public init(outputType: Output.Type, failure: Failure) { error = failure }
  public func _subscribe(_ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    receive(.completion(.failure(error)))
    return AnyCancellable {}
  }
}

/// Runs its closure once when made and publishes the result it promises, as Combine's
/// `Future`. A promise kept later than the render (after a network call, a timer) is not seen.
public final class Future<Output, Failure: Error>: Publisher {
  public typealias Promise = (Result<Output, Failure>) -> Void
  private let subject = PassthroughSubject<Output, Failure>()
  private var result: Result<Output, Failure>?
  private let lock = NSLock()

  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [weak self] result in self?.fulfil(result) }
  }

  private func fulfil(_ result: Result<Output, Failure>) {
    let first = lock.withLock { () -> Bool in
      guard self.result == nil else { return false }
      self.result = result
      return true
    }
    guard first else { return }
    switch result {
    case .success(let value):
      subject.send(value)
      subject.send(completion: .finished)
    case .failure(let error): subject.send(completion: .failure(error))
    }
  }

  public func _subscribe(_ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
    switch lock.withLock({ result }) {
    case .success(let value)?:
      receive(.value(value))
      receive(.completion(.finished))
      return AnyCancellable {}
    case .failure(let error)?:
      receive(.completion(.failure(error)))
      return AnyCancellable {}
    case nil: return subject._subscribe(receive)
    }
  }
}

/// Combine's namespace for publisher types; Vellum's operators return `AnyPublisher`.
public enum Publishers {}

extension Result {
  /// Combine's `Result.Publisher`: the result's value then the end, or its failure.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Success
    public let result: Result<Success, Failure>

    public init(_ result: Result<Success, Failure>) { self.result = result }
    public init(_ output: Success) { result = .success(output) }
    public init(_ failure: Failure) { result = .failure(failure) }

    public func _subscribe(_ receive: @escaping (_PublisherEvent<Success, Failure>) -> Void) -> AnyCancellable {
      switch result {
      case .success(let value):
        receive(.value(value))
        receive(.completion(.finished))
      case .failure(let error): receive(.completion(.failure(error)))
      }
      return AnyCancellable {}
    }
  }

  /// The result as a publisher.
  public var publisher: Publisher { Publisher(self) }
}
