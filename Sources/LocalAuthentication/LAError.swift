import Foundation

/// LocalAuthentication's error domain.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// Why authentication failed or cannot happen, as LocalAuthentication reports it: an `Error`
/// with a `code` (raw values as Apple's). `catch LAError.userCancel` and
/// `(error as? LAError)?.code` work as on iOS; an `NSError` from `canEvaluatePolicy(_:error:)`
/// has `LAErrorDomain` and the same codes.
public struct LAError: Error, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case authenticationFailed = -1
    case userCancel = -2
    case userFallback = -3
    case systemCancel = -4
    case passcodeNotSet = -5
    case biometryNotAvailable = -6
    case biometryNotEnrolled = -7
    case biometryLockout = -8
    case appCancel = -9
    case invalidContext = -10
    case biometryDisconnected = -11
    case invalidDimensions = -14
    case notInteractive = -1004
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { LAErrorDomain }
  public var errorCode: Int { code.rawValue }

  /// The same error as Foundation's `NSError`, as `canEvaluatePolicy(_:error:)` gives it.
  var nsError: NSError { NSError(domain: LAErrorDomain, code: code.rawValue) }

  public static var authenticationFailed: Code { .authenticationFailed }
  public static var userCancel: Code { .userCancel }
  public static var userFallback: Code { .userFallback }
  public static var systemCancel: Code { .systemCancel }
  public static var passcodeNotSet: Code { .passcodeNotSet }
  public static var biometryNotAvailable: Code { .biometryNotAvailable }
  public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
  public static var biometryLockout: Code { .biometryLockout }
  public static var appCancel: Code { .appCancel }
  public static var invalidContext: Code { .invalidContext }
  public static var notInteractive: Code { .notInteractive }
}

/// `catch LAError.userCancel`: a code matches an `LAError` with that code.
public func ~= (code: LAError.Code, error: any Error) -> Bool {
  (error as? LAError)?.code == code
}
