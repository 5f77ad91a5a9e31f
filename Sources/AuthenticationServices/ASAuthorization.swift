@_exported import Foundation

/// A provider of credentials, such as `ASAuthorizationAppleIDProvider`.
public protocol ASAuthorizationProvider: AnyObject {}

/// A credential an authorization gives, such as `ASAuthorizationAppleIDCredential` or
/// `ASPasswordCredential`.
public protocol ASAuthorizationCredential: AnyObject {}

/// A successful authorization, as `SignInWithAppleButton`'s completion and the controller's
/// delegate receive it: the provider asked and the credential it gave. On a device with no
/// Apple ID there is none, so Vellum never makes one.
open class ASAuthorization: NSObject, @unchecked Sendable {
  public let provider: any ASAuthorizationProvider
  public let credential: any ASAuthorizationCredential

  init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
    self.provider = provider
    self.credential = credential
  }

  /// What an app asks to be told about the person: their name, their email address.
  public struct Scope: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fullName = Scope(rawValue: "full_name")
    public static let email = Scope(rawValue: "email")
  }

  /// What an OpenID request is for.
  public struct OpenIDOperation: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let operationImplicit = OpenIDOperation(rawValue: "")
    public static let operationLogin = OpenIDOperation(rawValue: "login")
    public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
    public static let operationLogout = OpenIDOperation(rawValue: "logout")
  }
}

/// A request to a provider; kept, never sent.
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {
  public let provider: any ASAuthorizationProvider

  init(provider: any ASAuthorizationProvider) { self.provider = provider }
}

/// A request whose scopes, nonce and state the app sets; they are kept.
open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
  open var requestedScopes: [ASAuthorization.Scope]?
  open var state: String?
  open var nonce: String?
  open var requestedOperation: ASAuthorization.OpenIDOperation = .operationImplicit
}
