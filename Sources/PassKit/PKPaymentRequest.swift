import Contacts
import Foundation

/// A card network Apple Pay accepts, by PassKit's names.
public struct PKPaymentNetwork: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let amex = PKPaymentNetwork("AmEx")
  public static let discover = PKPaymentNetwork("Discover")
  public static let masterCard = PKPaymentNetwork("MasterCard")
  public static let visa = PKPaymentNetwork("Visa")
  public static let maestro = PKPaymentNetwork("Maestro")
  public static let JCB = PKPaymentNetwork("JCB")
  public static let chinaUnionPay = PKPaymentNetwork("ChinaUnionPay")
  public static let interac = PKPaymentNetwork("Interac")
  public static let electron = PKPaymentNetwork("Electron")
  public static let cartesBancaires = PKPaymentNetwork("CartesBancaires")
  public static let eftpos = PKPaymentNetwork("Eftpos")
  public static let girocard = PKPaymentNetwork("Girocard")
}

/// What a merchant can process.
public struct PKMerchantCapability: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let threeDSecure = PKMerchantCapability(rawValue: 1 << 0)
  public static let emv = PKMerchantCapability(rawValue: 1 << 1)
  public static let credit = PKMerchantCapability(rawValue: 1 << 2)
  public static let debit = PKMerchantCapability(rawValue: 1 << 3)
  public static let instantFundsOut = PKMerchantCapability(rawValue: 1 << 7)
  /// The older name of `threeDSecure`.
  public static let capability3DS = threeDSecure
  public static let capabilityEMV = emv
  public static let capabilityCredit = credit
  public static let capabilityDebit = debit
}

/// A contact detail the payment sheet asks for.
public struct PKContactField: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let postalAddress = PKContactField(rawValue: "post")
  public static let emailAddress = PKContactField(rawValue: "email")
  public static let phoneNumber = PKContactField(rawValue: "phone")
  public static let name = PKContactField(rawValue: "name")
  public static let phoneticName = PKContactField(rawValue: "phoneticName")
}

/// How an order reaches the buyer.
public enum PKShippingType: UInt, Sendable {
  case shipping = 0, delivery, storePickup, servicePickup
}

/// Whether a summary item's amount is known.
public enum PKPaymentSummaryItemType: UInt, Sendable {
  case final = 0, pending
}

/// A line of the payment sheet: a label and an amount.
open class PKPaymentSummaryItem: NSObject {
  open var label: String
  open var amount: NSDecimalNumber
  open var type: PKPaymentSummaryItemType

  public init(label: String, amount: NSDecimalNumber, type: PKPaymentSummaryItemType = .final) {
    self.label = label
    self.amount = amount
    self.type = type
  }
}

/// A way to ship, with its cost.
open class PKShippingMethod: PKPaymentSummaryItem {
  open var identifier: String?
  open var detail: String?
  open var dateComponentsRange: PKDateComponentsRange?
}

/// A range of delivery dates.
open class PKDateComponentsRange: NSObject {
  public let startDateComponents: DateComponents
  public let endDateComponents: DateComponents

  public init?(start startDateComponents: DateComponents, end endDateComponents: DateComponents) {
    self.startDateComponents = startDateComponents
    self.endDateComponents = endDateComponents
  }
}

/// A buyer's contact details.
open class PKContact: NSObject {
  open var name: PersonNameComponents?
  open var postalAddress: CNPostalAddress?
  open var emailAddress: String?
  open var phoneNumber: CNPhoneNumber?
  public override init() {}
}

/// What to ask Apple Pay for: the merchant, the amounts and the details wanted. Its values
/// are kept; no sheet is ever shown (see `PKPaymentAuthorizationController`).
open class PKPaymentRequest: NSObject {
  open var merchantIdentifier = ""
  open var countryCode = ""
  open var currencyCode = ""
  open var supportedNetworks: [PKPaymentNetwork] = []
  open var merchantCapabilities: PKMerchantCapability = []
  open var paymentSummaryItems: [PKPaymentSummaryItem] = []
  open var shippingMethods: [PKShippingMethod]?
  open var shippingType: PKShippingType = .shipping
  open var requiredShippingContactFields: Set<PKContactField> = []
  open var requiredBillingContactFields: Set<PKContactField> = []
  open var shippingContact: PKContact?
  open var billingContact: PKContact?
  open var supportedCountries: Set<String>?
  open var applicationData: Data?

  public override init() {}

  /// The networks PassKit knows, as `PKPaymentRequest.availableNetworks()`.
  open class func availableNetworks() -> [PKPaymentNetwork] {
    [.amex, .discover, .masterCard, .visa, .maestro, .JCB, .chinaUnionPay, .interac]
  }
}
