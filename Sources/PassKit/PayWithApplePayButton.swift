import Foundation
import Vellum

/// What SwiftUI's Apple Pay button says.
public struct PayWithApplePayButtonLabel: Hashable, Sendable {
  let words: String
  public static let plain = PayWithApplePayButtonLabel(words: "")
  public static let buy = PayWithApplePayButtonLabel(words: "Buy with")
  public static let setUp = PayWithApplePayButtonLabel(words: "Set up")
  public static let inStore = PayWithApplePayButtonLabel(words: "Pay with")
  public static let donate = PayWithApplePayButtonLabel(words: "Donate with")
  public static let checkout = PayWithApplePayButtonLabel(words: "Check out with")
  public static let book = PayWithApplePayButtonLabel(words: "Book with")
  public static let subscribe = PayWithApplePayButtonLabel(words: "Subscribe with")
  public static let reload = PayWithApplePayButtonLabel(words: "Reload with")
  public static let addMoney = PayWithApplePayButtonLabel(words: "Add Money with")
  public static let topUp = PayWithApplePayButtonLabel(words: "Top Up with")
  public static let order = PayWithApplePayButtonLabel(words: "Order with")
  public static let rent = PayWithApplePayButtonLabel(words: "Rent with")
  public static let support = PayWithApplePayButtonLabel(words: "Support with")
  public static let contribute = PayWithApplePayButtonLabel(words: "Contribute with")
  public static let tip = PayWithApplePayButtonLabel(words: "Tip with")
  public static let `continue` = PayWithApplePayButtonLabel(words: "Continue with")
}

/// The Apple Pay button's colours: `automatic` is black in the light scheme and white in the
/// dark, as on iOS.
public struct PayWithApplePayButtonStyle: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case automatic, black, white, whiteOutline }
  let kind: Kind
  public static let automatic = PayWithApplePayButtonStyle(kind: .automatic)
  public static let black = PayWithApplePayButtonStyle(kind: .black)
  public static let white = PayWithApplePayButtonStyle(kind: .white)
  public static let whiteOutline = PayWithApplePayButtonStyle(kind: .whiteOutline)
}

/// Where a payment started from the button has got to.
public enum PKPaymentAuthorizationPhase {
  case willAuthorize
  case didAuthorize(payment: PKPayment, resultHandler: (PKPaymentAuthorizationResult) -> Void)
  case didFinish
}

struct PayWithApplePayButtonStyleKey: EnvironmentKey {
  static var defaultValue: PayWithApplePayButtonStyle { .automatic }
}

extension EnvironmentValues {
  var payWithApplePayButtonStyle: PayWithApplePayButtonStyle {
    get { self[PayWithApplePayButtonStyleKey.self] }
    set { self[PayWithApplePayButtonStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the colours of the Apple Pay buttons inside.
  public func payWithApplePayButtonStyle(_ style: PayWithApplePayButtonStyle) -> some View {
    environment(\.payWithApplePayButtonStyle, style)
  }
}

/// SwiftUI's Apple Pay button (iOS 16): a rounded rectangle, 4 points at the corners as
/// PassKit's button, that takes the width offered and 30 points of height (Apple's minimum)
/// unless given more. Vellum writes "Apple Pay" where iOS draws the Apple logo before "Pay".
/// The fallback is for a device that cannot show the button, which a render is not, so it is
/// never drawn. Tapping does nothing in a still frame.
nonisolated public struct PayWithApplePayButton<Fallback: View>: View {
  let label: PayWithApplePayButtonLabel
  @Environment(\.payWithApplePayButtonStyle) private var style
  @Environment(\.colorScheme) private var colorScheme

  public init(
    _ label: PayWithApplePayButtonLabel, action: @escaping () -> Void, @ViewBuilder fallback: () -> Fallback
  ) {
    self.label = label
  }

  public init(
    _ label: PayWithApplePayButtonLabel, request: PKPaymentRequest,
    onPaymentAuthorizationChange: @escaping (PKPaymentAuthorizationPhase) -> Void,
    @ViewBuilder fallback: () -> Fallback
  ) {
    self.label = label
  }

  public var body: some View {
    WalletButtonFace(
      title: label.words.isEmpty ? "Apple Pay" : label.words + " Apple Pay",
      light: style.kind == .white || style.kind == .whiteOutline
        || (style.kind == .automatic && colorScheme == .dark),
      outlined: style.kind == .whiteOutline)
  }
}

extension PayWithApplePayButton where Fallback == EmptyView {
  public init(_ label: PayWithApplePayButtonLabel = .plain, action: @escaping () -> Void) {
    self.init(label, action: action, fallback: { EmptyView() })
  }

  public init(
    _ label: PayWithApplePayButtonLabel = .plain, request: PKPaymentRequest,
    onPaymentAuthorizationChange: @escaping (PKPaymentAuthorizationPhase) -> Void
  ) {
    self.init(
      label, request: request, onPaymentAuthorizationChange: onPaymentAuthorizationChange,
      fallback: {
        EmptyView()
      })
  }
}

/// The face of PassKit's buttons: Vellum's shared face of Apple's own buttons with PassKit's
/// 4-point corners and 17-point semibold words: the space offered, or 140 × 30 points (30 is
/// Apple's minimum height) when no size is proposed.
struct WalletButtonFace: View {
  let title: String
  let light: Bool
  let outlined: Bool

  var body: some View {
    BrandedButtonFace(
      title: title, light: light, outlined: outlined, cornerRadius: 4, words: .fixed(size: 17, weight: .semibold)
    )
    .frame(minWidth: 100, idealWidth: 140, maxWidth: .infinity, minHeight: 30, idealHeight: 30)
  }
}
