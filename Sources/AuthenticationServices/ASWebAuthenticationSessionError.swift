import Foundation

/// Why a web authentication session ended without a callback URL (codes as Apple's, in
/// `com.apple.AuthenticationServices.WebAuthenticationSession`).
public struct ASWebAuthenticationSessionError: CustomNSError, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case canceledLogin = 1, presentationContextNotProvided, presentationContextInvalid
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { "com.apple.AuthenticationServices.WebAuthenticationSession" }
  public var errorCode: Int { code.rawValue }

  public static var canceledLogin: Code { .canceledLogin }
  public static var presentationContextNotProvided: Code { .presentationContextNotProvided }
  public static var presentationContextInvalid: Code { .presentationContextInvalid }
}

/// `catch ASWebAuthenticationSessionError.canceledLogin`: a code matches an error with that
/// code.
public func ~= (code: ASWebAuthenticationSessionError.Code, error: any Error) -> Bool {
  (error as? ASWebAuthenticationSessionError)?.code == code
}
