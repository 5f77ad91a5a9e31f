import Foundation

/// AuthenticationServices' authorization errors (codes as Apple's, 1000 on, in
/// `com.apple.AuthenticationServices.AuthorizationError`). `catch ASAuthorizationError.canceled`,
/// `(error as? ASAuthorizationError)?.code` and `(error as NSError).code` work as on iOS.
public struct ASAuthorizationError: CustomNSError, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case unknown = 1000, canceled, invalidResponse, notHandled, failed, notInteractive,
      matchedExcludedCredential, credentialImport, credentialExport
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { "com.apple.AuthenticationServices.AuthorizationError" }
  public var errorCode: Int { code.rawValue }

  public static var unknown: Code { .unknown }
  public static var canceled: Code { .canceled }
  public static var invalidResponse: Code { .invalidResponse }
  public static var notHandled: Code { .notHandled }
  public static var failed: Code { .failed }
  public static var notInteractive: Code { .notInteractive }
}

/// `catch ASAuthorizationError.canceled`: a code matches an error with that code.
public func ~= (code: ASAuthorizationError.Code, error: any Error) -> Bool {
  (error as? ASAuthorizationError)?.code == code
}
