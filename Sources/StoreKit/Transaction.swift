import Foundation

/// A purchase, as StoreKit's `Transaction`. A preview has bought nothing: the current
/// entitlements, the whole history and the unfinished transactions are empty sequences that
/// end at once, and `updates` delivers nothing (it waits, as iOS's does, until the task
/// iterating it is cancelled).
public struct Transaction: Identifiable, Hashable, Sendable {
  public let id: UInt64
  public let originalID: UInt64
  public let productID: String
  public let productType: Product.ProductType
  public let purchaseDate: Date
  public let originalPurchaseDate: Date
  public let expirationDate: Date?
  public let revocationDate: Date?
  public let isUpgraded: Bool
  public let purchasedQuantity: Int
  public let appAccountToken: UUID?
  public let subscriptionGroupID: String?
  public let ownershipType: OwnershipType

  /// Accepted: there is nothing to finish.
  public func finish() async {}

  /// The products the user is entitled to: none.
  public static var currentEntitlements: Transactions { Transactions(waits: false) }
  /// Every transaction: none.
  public static var all: Transactions { Transactions(waits: false) }
  public static var unfinished: Transactions { Transactions(waits: false) }
  /// New transactions as they happen: none ever; waits until its task is cancelled.
  public static var updates: Transactions { Transactions(waits: true) }

  public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
  public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

  /// Who owns the purchase (a family member, through Family Sharing).
  public struct OwnershipType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let purchased = OwnershipType(rawValue: "PURCHASED")
    public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
  }

  /// A sequence of transactions, as StoreKit's `Transaction.Transactions`: empty.
  public struct Transactions: AsyncSequence, Sendable {
    public typealias Element = VerificationResult<Transaction>
    let waits: Bool

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(waits: waits) }

    public struct AsyncIterator: AsyncIteratorProtocol {
      let waits: Bool

      /// Nil at once; for `updates`, nil only once the task is cancelled.
      public mutating func next() async -> Element? {
        while waits && !Task.isCancelled {
          try? await Task.sleep(nanoseconds: 3_600_000_000_000)
        }
        return nil
      }
    }
  }
}
