import Foundation

/// An in-app purchase, as StoreKit's `Product`. A preview has no App Store and no StoreKit
/// configuration, so `products(for:)` finds none (an empty array, as Xcode's previews and a
/// simulator without a StoreKit configuration give: iOS returns the products it knows and
/// leaves out the rest), and a screen shows its state with nothing to sell. As on iOS, a
/// product cannot be made by hand.
public struct Product: Identifiable, Hashable, @unchecked Sendable {
  public let id: String
  public let type: ProductType
  public let displayName: String
  public let description: String
  public let price: Decimal
  public let displayPrice: String
  public let isFamilyShareable: Bool
  public let subscription: SubscriptionInfo?

  /// The products of these identifiers the App Store knows: none.
  public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
  where Identifiers.Element == String { [] }

  /// Throws `StoreKitError.networkError`: a preview cannot buy.
  public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
    throw StoreKitError.notConnected
  }

  /// The product's latest transaction: none, as nothing was bought.
  public var latestTransaction: VerificationResult<Transaction>? { get async { nil } }
  public var currentEntitlement: VerificationResult<Transaction>? { get async { nil } }

  public static func == (lhs: Product, rhs: Product) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// A kind of product, as StoreKit's string constants.
  public struct ProductType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let consumable = ProductType(rawValue: "Consumable")
    public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
    public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
    public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
  }

  /// How a purchase ended, as StoreKit's `Product.PurchaseResult`.
  public enum PurchaseResult: Sendable {
    case success(VerificationResult<Transaction>)
    case userCancelled
    case pending
  }

  /// Options of a purchase (an account token, a quantity); kept, never sent.
  public struct PurchaseOption: Hashable, Sendable {
    let name: String
    let value: String
    public static func appAccountToken(_ token: UUID) -> PurchaseOption {
      PurchaseOption(name: "appAccountToken", value: token.uuidString)
    }
    public static func quantity(_ quantity: Int) -> PurchaseOption {
      PurchaseOption(name: "quantity", value: "\(quantity)")
    }
    public static func custom(key: String, value: String) -> PurchaseOption { PurchaseOption(name: key, value: value) }
  }
}
