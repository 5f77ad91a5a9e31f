import Foundation

/// A property of an `ObservableObject` that publishes its changes, as Combine's `@Published`.
///
/// `$property` is its publisher: a subscriber gets the current value at once and each new
/// value when it is set (Combine sends it before the change lands; so does Vellum).
@propertyWrapper
public struct Published<Value> {
  /// The publisher of a `@Published` property's values.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let box: Box

    public func _subscribe(_ receive: @escaping (_PublisherEvent<Value, Never>) -> Void) -> AnyCancellable {
      receive(.value(box.value))
      return box.subscriptions.add(receive)
    }
  }

  /// Where the value lives, shared with the publisher.
  final class Box {
    var value: Value
    let subscriptions = SubjectReceivers<Value, Never>()
    /// Subscriptions made by `assign(to: &$property)`, which live as long as the property.
    var keepAlive: [AnyCancellable] = []
    init(_ value: Value) { self.value = value }
  }

  let box: Box

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set {
      box.subscriptions.send(.value(newValue))
      box.value = newValue
    }
  }

  public init(wrappedValue: Value) { box = Box(wrappedValue) }
  public init(initialValue: Value) { box = Box(initialValue) }

  /// This property's publisher; setting it sets the property to the publisher's value.
  public var projectedValue: Publisher {
    get { Publisher(box: box) }
    set { wrappedValue = newValue.box.value }
  }
}

extension Published: @unchecked Sendable where Value: Sendable {}
extension Published.Publisher: @unchecked Sendable where Value: Sendable {}
