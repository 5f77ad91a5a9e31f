import Foundation

extension Publishers {
  /// Combine's `Publishers.Sequence`: each element of a sequence in order, then the end, all
  /// at once when subscribed (`[1, 2, 3].publisher`, `text.publisher` for a string's
  /// characters).
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    public typealias Output = Elements.Element
    public let sequence: Elements

    public init(sequence: Elements) { self.sequence = sequence }

    public func _subscribe(_ receive: @escaping (_PublisherEvent<Output, Failure>) -> Void) -> AnyCancellable {
      for element in sequence { receive(.value(element)) }
      receive(.completion(.finished))
      return AnyCancellable {}
    }
  }
}

extension Sequence {
  /// The sequence's elements as a publisher, as Combine's `Sequence.publisher`.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publisher {
  /// The last value, sent when the upstream finishes, as Combine's `last()`.
  public func last() -> AnyPublisher<Output, Failure> { last { _ in true } }

  /// The last value that satisfies `predicate`, sent when the upstream finishes.
  public func last(where predicate: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
    relay {
      var last: Output?
      return { event, emit in
        switch event {
        case .value(let value): if predicate(value) { last = value }
        case .completion(.finished):
          if let last { emit(.value(last)) }
          emit(.completion(.finished))
        case .completion(.failure(let failure)): emit(.completion(.failure(failure)))
        }
      }
    }
  }
}
