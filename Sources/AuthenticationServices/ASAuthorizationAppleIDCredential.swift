import Foundation

/// Whether Apple thinks a new user is a real person.
public enum ASUserDetectionStatus: Int, Sendable {
  case unsupported = 0, unknown, likelyReal
}

/// What a successful Sign in with Apple gives the app: the user's stable identifier, the
/// name and email address if asked for (the first time only, on iOS), and the tokens for the
/// app's server. A device with no Apple ID never signs in, so Vellum never makes one; a file
/// reads its properties (`authorization.credential as? ASAuthorizationAppleIDCredential`)
/// in code a preview does not run.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
  public let user: String
  public let state: String?
  public let authorizedScopes: [ASAuthorization.Scope]
  public let authorizationCode: Data?
  public let identityToken: Data?
  public let email: String?
  public let fullName: PersonNameComponents?
  public let realUserStatus: ASUserDetectionStatus

  init(user: String) {
    self.user = user
    state = nil
    authorizedScopes = []
    authorizationCode = nil
    identityToken = nil
    email = nil
    fullName = nil
    realUserStatus = .unsupported
  }
}
