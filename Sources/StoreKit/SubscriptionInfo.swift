import Foundation

extension Product {
  /// What an auto-renewable subscription offers, as StoreKit's `Product.SubscriptionInfo`;
  /// no product has one in a preview, and a group's status is empty.
  public struct SubscriptionInfo: Hashable, @unchecked Sendable {
    public let subscriptionGroupID: String
    public let subscriptionPeriod: SubscriptionPeriod
    public let introductoryOffer: SubscriptionOffer?
    public let promotionalOffers: [SubscriptionOffer]

    /// `false`: nobody is signed in to be eligible.
    public var isEligibleForIntroOffer: Bool { get async { false } }
    public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { false }

    /// None: nothing was subscribed to.
    public var status: [Status] { get async throws { [] } }
    public static func status(for groupID: String) async throws -> [Status] { [] }

    /// A subscription's state and its latest transaction.
    public struct Status: Sendable {
      public let state: RenewalState
      public let transaction: VerificationResult<Transaction>
      public let renewalInfo: VerificationResult<RenewalInfo>
    }

    /// Whether a subscription is in force (raw values as Apple's).
    public struct RenewalState: RawRepresentable, Hashable, Sendable {
      public let rawValue: Int
      public init(rawValue: Int) { self.rawValue = rawValue }
      public static let subscribed = RenewalState(rawValue: 1)
      public static let expired = RenewalState(rawValue: 2)
      public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
      public static let inGracePeriod = RenewalState(rawValue: 4)
      public static let revoked = RenewalState(rawValue: 5)
    }

    /// What renews next, as StoreKit's `RenewalInfo`.
    public struct RenewalInfo: Hashable, Sendable {
      public let currentProductID: String
      public let autoRenewPreference: String?
      public let willAutoRenew: Bool
      public let expirationReason: Int?
      public let renewalDate: Date?
    }
  }

  /// How long one period of a subscription lasts.
  public struct SubscriptionPeriod: Hashable, Sendable {
    public let unit: Unit
    public let value: Int

    public enum Unit: Int, Hashable, Sendable {
      case day = 0
      case week = 1
      case month = 2
      case year = 3
    }

    public static let weekly = SubscriptionPeriod(unit: .week, value: 1)
    public static let monthly = SubscriptionPeriod(unit: .month, value: 1)
    public static let yearly = SubscriptionPeriod(unit: .year, value: 1)
  }

  /// An introductory or promotional offer.
  public struct SubscriptionOffer: Hashable, Sendable {
    public let id: String?
    public let type: OfferType
    public let price: Decimal
    public let displayPrice: String
    public let period: SubscriptionPeriod
    public let periodCount: Int
    public let paymentMode: PaymentMode

    public struct OfferType: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let introductory = OfferType(rawValue: "introductory")
      public static let promotional = OfferType(rawValue: "promotional")
    }

    public struct PaymentMode: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let freeTrial = PaymentMode(rawValue: "freeTrial")
      public static let payAsYouGo = PaymentMode(rawValue: "payAsYouGo")
      public static let payUpFront = PaymentMode(rawValue: "payUpFront")
    }
  }
}
