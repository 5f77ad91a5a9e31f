import Foundation
import Vellum

/// AuthenticationServices' UIKit Sign in with Apple button, as SwiftUI files wrap it in a
/// `UIViewRepresentable`. Vellum does not call `makeUIView`, so a representable of it is
/// drawn as a black "Sign in with Apple" `SignInWithAppleButton` in the offered space (the
/// type, style and corner radius given to the instance are not known).
open class ASAuthorizationAppleIDButton: UIControl {
  /// What the button says.
  public enum ButtonType: Int, Sendable {
    case signIn = 0, `continue`, signUp
    public static let `default` = ButtonType.signIn
  }

  /// The button's colours.
  public enum Style: Int, Sendable {
    case white = 0, whiteOutline, black
  }

  let buttonType: ButtonType
  let style: Style
  /// The corners' radius; kept.
  open var cornerRadius: CGFloat = 6

  public init(authorizationButtonType type: ButtonType, authorizationButtonStyle style: Style) {
    buttonType = type
    self.style = style
    super.init()
  }

  public convenience init(type: ButtonType, style: Style) {
    self.init(authorizationButtonType: type, authorizationButtonStyle: style)
  }

  public convenience override init() { self.init(authorizationButtonType: .default, authorizationButtonStyle: .black) }

  open override class var _previewContent: AnyView? {
    AnyView(SignInWithAppleButton(.signIn, onRequest: { _ in }, onCompletion: { _ in }))
  }
}
