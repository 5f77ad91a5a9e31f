import Foundation
import Vellum

/// PassKit's Apple Pay sheet, presented without a view controller. Linux has no Wallet, so
/// Vellum answers as an iPhone with no card added: payments cannot be made, and `present`
/// tells its completion `false` (the sheet was not shown) and the delegate hears nothing.
open class PKPaymentAuthorizationController: NSObject {
  public let paymentRequest: PKPaymentRequest
  /// Kept weakly, as PassKit does; never called.
  open weak var delegate: (any PKPaymentAuthorizationControllerDelegate)?

  public init(paymentRequest request: PKPaymentRequest) { paymentRequest = request }

  /// Whether this device can make payments: no, with no Wallet.
  open class func canMakePayments() -> Bool { false }
  open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork]) -> Bool { false }
  open class func canMakePayments(
    usingNetworks supportedNetworks: [PKPaymentNetwork], capabilities: PKMerchantCapability
  ) -> Bool { false }

  /// Tells the completion `false`: no sheet is shown.
  open func present(completion: ((Bool) -> Void)? = nil) { completion?(false) }
  /// `false`: no sheet is shown.
  open func present() async -> Bool { false }
  open func dismiss(completion: (() -> Void)? = nil) { completion?() }
}

/// What PassKit tells the sheet's delegate. Only `paymentAuthorizationControllerDidFinish`
/// is required, as in PassKit (the others are optional there and do nothing here).
public protocol PKPaymentAuthorizationControllerDelegate: AnyObject {
  func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController)
  func paymentAuthorizationController(
    _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
    handler completion: @escaping (PKPaymentAuthorizationResult) -> Void)
  func paymentAuthorizationControllerWillAuthorizePayment(_ controller: PKPaymentAuthorizationController)
  func paymentAuthorizationController(
    _ controller: PKPaymentAuthorizationController, didSelectShippingMethod shippingMethod: PKShippingMethod,
    handler completion: @escaping (PKPaymentRequestShippingMethodUpdate) -> Void)
  func paymentAuthorizationController(
    _ controller: PKPaymentAuthorizationController, didSelectShippingContact contact: PKContact,
    handler completion: @escaping (PKPaymentRequestShippingContactUpdate) -> Void)
  func paymentAuthorizationController(
    _ controller: PKPaymentAuthorizationController, didSelectPaymentMethod paymentMethod: PKPaymentMethod,
    handler completion: @escaping (PKPaymentRequestPaymentMethodUpdate) -> Void)
  func presentationWindow(for controller: PKPaymentAuthorizationController) -> UIWindow?
}

extension PKPaymentAuthorizationControllerDelegate {
  public func paymentAuthorizationController(
    _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
    handler completion: @escaping (PKPaymentAuthorizationResult) -> Void
  ) {}
  public func paymentAuthorizationControllerWillAuthorizePayment(_ controller: PKPaymentAuthorizationController) {}
  public func paymentAuthorizationController(
    _ controller: PKPaymentAuthorizationController, didSelectShippingMethod shippingMethod: PKShippingMethod,
    handler completion: @escaping (PKPaymentRequestShippingMethodUpdate) -> Void
  ) {}
  public func paymentAuthorizationController(
    _ controller: PKPaymentAuthorizationController, didSelectShippingContact contact: PKContact,
    handler completion: @escaping (PKPaymentRequestShippingContactUpdate) -> Void
  ) {}
  public func paymentAuthorizationController(
    _ controller: PKPaymentAuthorizationController, didSelectPaymentMethod paymentMethod: PKPaymentMethod,
    handler completion: @escaping (PKPaymentRequestPaymentMethodUpdate) -> Void
  ) {}
  public func presentationWindow(for controller: PKPaymentAuthorizationController) -> UIWindow? { nil }
}

/// PassKit's Apple Pay sheet as a view controller. With no Wallet, PassKit's initialiser
/// fails for a request the device cannot pay, and so it always does here.
open class PKPaymentAuthorizationViewController: UIViewController {
  open weak var delegate: (any PKPaymentAuthorizationViewControllerDelegate)?

  public init?(paymentRequest request: PKPaymentRequest) { return nil }

  open class func canMakePayments() -> Bool { false }
  open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork]) -> Bool { false }
  open class func canMakePayments(
    usingNetworks supportedNetworks: [PKPaymentNetwork], capabilities: PKMerchantCapability
  ) -> Bool { false }
}

/// What PassKit tells the view controller's delegate; only the finish is required.
public protocol PKPaymentAuthorizationViewControllerDelegate: AnyObject {
  func paymentAuthorizationViewControllerDidFinish(_ controller: PKPaymentAuthorizationViewController)
  func paymentAuthorizationViewController(
    _ controller: PKPaymentAuthorizationViewController, didAuthorizePayment payment: PKPayment,
    handler completion: @escaping (PKPaymentAuthorizationResult) -> Void)
}

extension PKPaymentAuthorizationViewControllerDelegate {
  public func paymentAuthorizationViewController(
    _ controller: PKPaymentAuthorizationViewController, didAuthorizePayment payment: PKPayment,
    handler completion: @escaping (PKPaymentAuthorizationResult) -> Void
  ) {}
}
