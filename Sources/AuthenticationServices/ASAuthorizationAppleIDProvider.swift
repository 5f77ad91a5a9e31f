import Foundation

/// Sign in with Apple's provider, on a device with no Apple ID signed in: it makes requests,
/// and every user it is asked about is `.notFound`, at once, on the calling thread.
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
  /// Whether the app may still use a user's Apple ID credential.
  public enum CredentialState: Int, Sendable {
    case revoked = 0, authorized, notFound, transferred
  }

  /// Posted when a person stops using their Apple ID with the app; never posted here.
  public static let credentialRevokedNotification = NSNotification.Name(
    "ASAuthorizationAppleIDCredentialRevokedNotification")

  public override init() { super.init() }

  /// A request whose scopes, nonce and state the app sets before performing it.
  open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }

  /// Tells the completion `.notFound` with no error: no Apple ID on this device knows the user.
  open func getCredentialState(
    forUserID userID: String,
    completion: @escaping (ASAuthorizationAppleIDProvider.CredentialState, (any Error)?) -> Void
  ) { completion(.notFound, nil) }

  /// `.notFound`, as the completion form says.
  open func credentialState(forUserID userID: String) async throws -> ASAuthorizationAppleIDProvider.CredentialState {
    .notFound
  }
}

/// A request for an Apple ID credential: the scopes, nonce, state and user the app sets are
/// kept; performing it fails (see `ASAuthorizationController`).
open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
  /// The user an earlier sign-in gave, for a request that renews it.
  open var user: String?
}
