import Foundation

/// The provider of passwords saved in the keychain, for the "existing account" flow that
/// apps start with Sign in with Apple's request. A preview's keychain has none saved for the
/// app: performing its request fails as the controller says.
open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
  public override init() { super.init() }

  open func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest(provider: self) }
}

/// A request for a saved password.
open class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}

/// A user name and password, as a saved-password authorization gives them (and as an app
/// makes one).
open class ASPasswordCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
  public let user: String
  public let password: String

  public init(user: String, password: String) {
    self.user = user
    self.password = password
  }
}
