import Foundation

/// Combine's `Subscriber`: what receives a publisher's subscription, then its values, then
/// its completion. A subscriber asks for values through the subscription (`request(_:)`)
/// and may ask for more with each value it receives.
///
/// Vellum's publishers deliver synchronously (see `Publisher`); a subscriber written for
/// Combine (a custom `receive(subscriber:)`, `subscribe(_:)`, `Subscribers.Sink`) works with
/// them, with values beyond the demand dropped, as a subject drops them.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  associatedtype Input
  associatedtype Failure: Error

  func receive(subscription: Subscription)
  func receive(_ input: Input) -> Subscribers.Demand
  func receive(completion: Subscribers.Completion<Failure>)
}

/// Combine's `Subscription`: the link between a publisher and one subscriber, through
/// which the subscriber asks for values or cancels.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  func request(_ demand: Subscribers.Demand)
}

/// Combine's `CustomCombineIdentifierConvertible`: a classes' identifier is its identity.
public protocol CustomCombineIdentifierConvertible {
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// Combine's `CombineIdentifier`: a unique identifier for a subscriber or subscription.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt64

  private static let counter = Counter()

  /// A new identifier, unlike every other.
  public init() { value = Self.counter.next() }

  /// The identifier of an object: equal for the same object.
  public init(_ object: AnyObject) { value = UInt64(UInt(bitPattern: ObjectIdentifier(object))) | 1 << 63 }

  public var description: String { "0x\(String(value, radix: 16))" }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var last: UInt64 = 0
    func next() -> UInt64 {
      lock.withLock {
        last += 1
        return last
      }
    }
  }
}

extension Subscribers {
  /// Combine's `Subscribers.Demand`: how many more values a subscriber asks for, a number or
  /// unlimited.
  public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
    /// The count, or nil for unlimited.
    public let max: Int?

    private init(count: Int?) { max = count }

    public static let unlimited = Demand(count: nil)
    public static let none = Demand(count: 0)

    /// A demand of `value` values (at least zero).
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "a demand is never negative")
      return Demand(count: value)
    }

    public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

    public static func < (a: Demand, b: Demand) -> Bool {
      switch (a.max, b.max) {
      case (nil, _): false
      case (_, nil): true
      case (let x?, let y?): x < y
      }
    }

    public static func + (a: Demand, b: Demand) -> Demand {
      guard let x = a.max, let y = b.max else { return .unlimited }
      let (sum, overflow) = x.addingReportingOverflow(y)
      return overflow ? .unlimited : .max(sum)
    }

    public static func + (a: Demand, b: Int) -> Demand { a + .max(Swift.max(b, 0)) }

    /// The demand less `b`; unlimited stays unlimited, and a count stops at zero.
    public static func - (a: Demand, b: Demand) -> Demand {
      guard let x = a.max else { return .unlimited }
      guard let y = b.max else { return .none }
      return .max(Swift.max(x - y, 0))
    }

    public static func - (a: Demand, b: Int) -> Demand { a - .max(Swift.max(b, 0)) }

    public static func * (a: Demand, b: Int) -> Demand {
      guard let x = a.max else { return .unlimited }
      let (product, overflow) = x.multipliedReportingOverflow(by: Swift.max(b, 0))
      return overflow ? .unlimited : .max(product)
    }

    public static func += (a: inout Demand, b: Demand) { a = a + b }
    public static func += (a: inout Demand, b: Int) { a = a + b }
    public static func -= (a: inout Demand, b: Demand) { a = a - b }
    public static func -= (a: inout Demand, b: Int) { a = a - b }
    public static func *= (a: inout Demand, b: Int) { a = a * b }

    public static func == (a: Demand, b: Int) -> Bool { a.max == b }
    public static func != (a: Demand, b: Int) -> Bool { a.max != b }
    public static func < (a: Demand, b: Int) -> Bool { a.max.map { $0 < b } ?? false }
    public static func > (a: Demand, b: Int) -> Bool { a.max.map { $0 > b } ?? true }
    public static func <= (a: Demand, b: Int) -> Bool { a.max.map { $0 <= b } ?? false }
    public static func >= (a: Demand, b: Int) -> Bool { a.max.map { $0 >= b } ?? true }
  }
}

/// Combine's `Subscriptions`: the empty subscription, for a publisher that has nothing to send.
public enum Subscriptions {
  public static var empty: Subscription { EmptySubscription() }

  private struct EmptySubscription: Subscription {
    let combineIdentifier = CombineIdentifier()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
  }
}
