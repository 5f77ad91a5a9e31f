import Foundation
import Vellum

/// What an Apple Pay button says.
public enum PKPaymentButtonType: Int, Sendable {
  case plain = 0, buy, setUp, inStore, donate, checkout, book, subscribe, reload, addMoney, topUp, order, rent,
    support, contribute, tip, `continue`
}

/// An Apple Pay button's colours.
public enum PKPaymentButtonStyle: Int, Sendable {
  case white = 0, whiteOutline, black, automatic
}

/// PassKit's Apple Pay button, as SwiftUI files wrap it in a `UIViewRepresentable`. Vellum
/// does not call `makeUIView`, so a representable of it is drawn as the `.automatic` plain
/// button in the offered space (the type and style given to the instance are not known).
open class PKPaymentButton: UIButton {
  public let paymentButtonType: PKPaymentButtonType
  public let paymentButtonStyle: PKPaymentButtonStyle
  /// The corners' radius; 4 by default, as PassKit's.
  open var cornerRadius: CGFloat = 4

  public init(paymentButtonType type: PKPaymentButtonType, paymentButtonStyle style: PKPaymentButtonStyle) {
    paymentButtonType = type
    paymentButtonStyle = style
    super.init()
  }

  public convenience init(type: PKPaymentButtonType, style: PKPaymentButtonStyle, disableCardArt: Bool) {
    self.init(paymentButtonType: type, paymentButtonStyle: style)
  }

  open override class var _previewContent: AnyView? { AnyView(PayWithApplePayButton(.plain) {}) }
}

/// The colours of an Add to Apple Wallet button.
public enum PKAddPassButtonStyle: Int, Sendable {
  case black = 0, blackOutline
}

/// PassKit's Add to Apple Wallet button; a representable of it is drawn as
/// `AddPassToWalletButton`.
open class PKAddPassButton: UIButton {
  open var addPassButtonStyle: PKAddPassButtonStyle

  public init(addPassButtonStyle style: PKAddPassButtonStyle) {
    addPassButtonStyle = style
    super.init()
  }

  open override class var _previewContent: AnyView? { AnyView(AddPassToWalletButton([PKPass]()) { _ in }) }
}
