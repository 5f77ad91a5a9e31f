/// Something that can stop a subscription, as Combine's `Cancellable`.
public protocol Cancellable {
  func cancel()
}

/// A subscription's handle: cancelling it (or releasing it) ends the subscription, as
/// Combine's `AnyCancellable`.
public final class AnyCancellable: Cancellable, Hashable {
  private var action: (() -> Void)?

  public init(_ cancel: @escaping () -> Void) { action = cancel }
  public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }

  deinit { action?() }

  public func cancel() {
    let action = self.action
    self.action = nil
    action?()
  }

  /// Keeps the subscription alive as long as `set` holds it.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  /// Keeps the subscription alive as long as `collection` holds it.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
