import Foundation

/// A key for a value carried by a `Transaction`, as in SwiftUI (and what `@Entry` in an
/// `extension Transaction` expands to).
public protocol TransactionKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The context of a state change (its animation and other values), as in SwiftUI.
///
/// Vellum draws the final state of every change, so a transaction is accepted, carried and
/// readable, and never animates anything.
public struct Transaction {
  var storage: [ObjectIdentifier: Any] = [:]

  /// The animation of the change; `nil` for none.
  public var animation: Animation?
  /// Whether animations of the views the change touches are turned off.
  public var disablesAnimations = false
  /// Whether the change is one of a continuous series, such as a drag.
  public var isContinuous = false
  /// Whether the change's velocity feeds later animations.
  public var tracksVelocity = false

  public init() {}

  public init(animation: Animation?) { self.animation = animation }

  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}

/// Runs `body` as part of `transaction` and returns its result, as in SwiftUI.
/// Vellum shows only final states, so this just runs `body`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Runs `body` in a transaction with one value set and returns its result, as in SwiftUI.
@discardableResult
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
  try body()
}

nonisolated extension View {
  /// Changes the transaction of changes inside this view, as in SwiftUI. Accepted; Vellum
  /// draws still frames, so the transform is never called.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

  /// Changes the transaction when `value` changes, as in SwiftUI. Accepted; never called.
  public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
    self
  }

  /// Applies `transform` to the changes made by `body`'s modifiers only (iOS 17); `body`
  /// receives this view. Accepted; the view `body` makes is drawn as it is.
  public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(content: self))
  }

  /// Animates the changes made by `body`'s modifiers only (iOS 17); drawn as `body` makes it.
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(content: self))
  }
}

nonisolated extension ViewModifier {
  /// The modifier with a transaction transform applied to what it changes, as SwiftUI's.
  /// Accepted; Vellum draws still frames, so the modifier is applied as it is.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier { self }

  /// The modifier with its changes animated, as SwiftUI's. Accepted; applied as it is.
  public func animation(_ animation: Animation?) -> some ViewModifier { self }
}
