extension Publisher {
  /// Calls `receiveValue` for each value and `receiveCompletion` at the end, as Combine's
  /// `sink`; keep the returned cancellable for as long as the subscription should live.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    _subscribe { event in
      switch event {
      case .value(let value): receiveValue(value)
      case .completion(let end): receiveCompletion(end)
      }
    }
  }
}

extension Publisher where Failure == Never {
  /// Calls `receiveValue` for each value.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes each value to `object`'s property at `keyPath`.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    sink { object[keyPath: keyPath] = $0 }
  }

  /// Writes each value to a `@Published` property for as long as the property lives.
  public func assign(to published: inout Published<Output>.Publisher) {
    let box = published.box
    let subscription = sink { [weak box] value in
      guard let box else { return }
      box.subscriptions.send(.value(value))
      box.value = value
    }
    box.keepAlive.append(subscription)
  }
}
