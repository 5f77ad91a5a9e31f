import Foundation

/// The kind of card paid with.
public enum PKPaymentMethodType: UInt, Sendable {
  case unknown = 0, debit, credit, prepaid, store, eMoney
}

/// The card a payment was made with.
open class PKPaymentMethod: NSObject {
  open var displayName: String?
  open var network: PKPaymentNetwork?
  open var type: PKPaymentMethodType = .unknown
  public override init() {}
}

/// A payment's encrypted token.
open class PKPaymentToken: NSObject {
  open var paymentMethod = PKPaymentMethod()
  open var transactionIdentifier = ""
  open var paymentData = Data()
  public override init() {}
}

/// An authorised payment, as a delegate receives it; Vellum never authorises one.
open class PKPayment: NSObject {
  open var token = PKPaymentToken()
  open var billingContact: PKContact?
  open var shippingContact: PKContact?
  open var shippingMethod: PKShippingMethod?
  public override init() {}
}

/// How a payment's authorisation ended.
public enum PKPaymentAuthorizationStatus: Int, Sendable {
  case success = 0, failure, invalidBillingPostalAddress, invalidShippingPostalAddress, invalidShippingContact,
    pinRequired, pinIncorrect, pinLockout
}

/// What a delegate answers once a payment is authorised.
open class PKPaymentAuthorizationResult: NSObject {
  open var status: PKPaymentAuthorizationStatus
  open var errors: [any Error]

  public init(status: PKPaymentAuthorizationStatus, errors: [any Error]?) {
    self.status = status
    self.errors = errors ?? []
  }
}

/// What a delegate answers when the buyer changes a choice on the sheet.
open class PKPaymentRequestUpdate: NSObject {
  open var paymentSummaryItems: [PKPaymentSummaryItem]
  open var status: PKPaymentAuthorizationStatus = .success
  open var shippingMethods: [PKShippingMethod] = []

  public init(paymentSummaryItems: [PKPaymentSummaryItem]) { self.paymentSummaryItems = paymentSummaryItems }
}

/// The update for a chosen shipping method.
open class PKPaymentRequestShippingMethodUpdate: PKPaymentRequestUpdate {}

/// The update for a chosen shipping contact.
open class PKPaymentRequestShippingContactUpdate: PKPaymentRequestUpdate {
  open var errors: [any Error]

  public init(
    errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem], shippingMethods: [PKShippingMethod]
  ) {
    self.errors = errors ?? []
    super.init(paymentSummaryItems: paymentSummaryItems)
    self.shippingMethods = shippingMethods
  }
}

/// The update for a chosen card.
open class PKPaymentRequestPaymentMethodUpdate: PKPaymentRequestUpdate {
  open var errors: [any Error]

  public init(errors: [any Error]?, paymentSummaryItems: [PKPaymentSummaryItem]) {
    self.errors = errors ?? []
    super.init(paymentSummaryItems: paymentSummaryItems)
  }
}

/// PassKit's payment errors.
public let PKPaymentErrorDomain = "PKPaymentErrorDomain"

/// The codes of `PKPaymentErrorDomain`.
public enum PKPaymentErrorCode: Int, Sendable {
  case unknownError = -1
  case shippingContactInvalidError = 1, billingContactInvalidError, shippingAddressUnserviceableError,
    couponCodeInvalidError, couponCodeExpiredError
}

extension PKPaymentRequest {
  /// An error for a shipping contact field the merchant cannot accept.
  public class func paymentContactInvalidError(
    withContactField field: PKContactField, localizedDescription: String?
  ) -> any Error {
    error(.shippingContactInvalidError, localizedDescription, field: field)
  }

  /// An error for an address the merchant does not ship to.
  public class func paymentShippingAddressUnserviceableError(withLocalizedDescription description: String?)
    -> any Error
  {
    error(.shippingAddressUnserviceableError, description, field: nil)
  }

  /// An error for a billing address the merchant cannot accept.
  public class func paymentBillingAddressInvalidError(withKey postalAddressKey: String, localizedDescription: String?)
    -> any Error
  {
    error(.billingContactInvalidError, localizedDescription, field: .postalAddress)
  }

  static func error(_ code: PKPaymentErrorCode, _ description: String?, field: PKContactField?) -> any Error {
    var info: [String: Any] = [:]
    if let description { info[NSLocalizedDescriptionKey] = description }
    if let field { info["PKPaymentErrorContactField"] = field.rawValue }
    return NSError(domain: PKPaymentErrorDomain, code: code.rawValue, userInfo: info)
  }
}
