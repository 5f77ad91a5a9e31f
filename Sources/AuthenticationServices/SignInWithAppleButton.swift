import Foundation
import Vellum

/// SwiftUI's Sign in with Apple button (iOS 14; Apple declares it in AuthenticationServices'
/// SwiftUI overlay, `_AuthenticationServices_SwiftUI`), drawn as iOS draws it: a rounded
/// rectangle (6-point corners) black with white words, white with black ones, or white with
/// a 1-point black outline, the words in the system font's medium weight at 37% of the
/// height, taking the space it is offered; 44 points high when no height is proposed and 180
/// wide when no width is (Vellum's choice: the longest words fit at 44 points).
///
/// Where iOS draws the Apple logo before the words, Vellum leaves its place empty, so the
/// words sit where iOS puts them (logo and words centred together). Nothing is tapped in a
/// still frame: `onRequest` and `onCompletion` are never called.
///
/// The proportions were measured on three iOS screenshots of the button 44, 48 and 50 points
/// high: "Sign in with Apple" is 3.02 times the height wide (Vellum's words at 37% of the
/// height are within 1% of that; their capitals within 2% of iOS's height), the logo and its
/// gap 0.385 times the height, the corners about 6 points. From about 54 points high the
/// words take the font's display cut, as SF does from 20 points, and come out up to 10%
/// narrower than that ratio (no taller button was measured).
nonisolated public struct SignInWithAppleButton: View {
  /// What the button says.
  public struct Label: Hashable, Sendable {
    let words: String
    public static let signIn = Label(words: "Sign in with Apple")
    public static let `continue` = Label(words: "Continue with Apple")
    public static let signUp = Label(words: "Sign up with Apple")
  }

  /// The button's colours.
  public struct Style: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case black, white, whiteOutline }
    let kind: Kind
    public static let black = Style(kind: .black)
    public static let white = Style(kind: .white)
    public static let whiteOutline = Style(kind: .whiteOutline)
  }

  let label: Label
  @Environment(\.signInWithAppleButtonStyle) private var style

  public init(
    _ label: SignInWithAppleButton.Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
    onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void
  ) {
    self.label = label
  }

  public var body: some View {
    BrandedButtonFace(
      title: label.words, light: style.kind != .black, outlined: style.kind == .whiteOutline, cornerRadius: 6,
      words: .scaled(fraction: 0.37, weight: .medium, logo: 0.385)
    )
    .frame(idealWidth: 180, maxWidth: .infinity, idealHeight: 44)
  }
}

struct SignInWithAppleButtonStyleKey: EnvironmentKey {
  static var defaultValue: SignInWithAppleButton.Style { .black }
}

extension EnvironmentValues {
  var signInWithAppleButtonStyle: SignInWithAppleButton.Style {
    get { self[SignInWithAppleButtonStyleKey.self] }
    set { self[SignInWithAppleButtonStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the colours of the Sign in with Apple buttons inside (black unless set).
  public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View {
    environment(\.signInWithAppleButtonStyle, style)
  }
}
