import Foundation

/// The Contacts framework's error domain.
public let CNErrorDomain = "CNErrorDomain"

/// Why the Contacts framework refused a request: an `Error` with a `code` (raw values as Apple's)
/// that bridges to an `NSError` in `CNErrorDomain`, matched with `catch CNError.authorizationDenied`
/// or `(error as? CNError)?.code`.
public struct CNError: CustomNSError, LocalizedError, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case communicationError = 1
    case dataAccessError = 2
    case authorizationDenied = 100
    case noAccessableWritableContainers = 101
    case unauthorizedKeys = 102
    case featureDisabledByUser = 103
    case featureNotAvailable = 104
    case recordDoesNotExist = 200
    case insertedRecordAlreadyExists = 201
    case validationMultipleErrors = 300
    case validationTypeMismatch = 301
    case validationConfigurationError = 302
    case predicateInvalid = 400
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { CNErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] {
    var info: [String: Any] = [:]
    if let errorDescription { info[NSLocalizedDescriptionKey] = errorDescription }
    if let failureReason { info[NSLocalizedFailureReasonErrorKey] = failureReason }
    return info
  }

  /// Apple's words for a denied request; the other codes have none here.
  public var errorDescription: String? { code == .authorizationDenied ? "Access Denied" : nil }
  public var failureReason: String? {
    code == .authorizationDenied ? "This application has not been granted permission to access Contacts." : nil
  }

  public static var authorizationDenied: Code { .authorizationDenied }
  public static var recordDoesNotExist: Code { .recordDoesNotExist }
}

/// `catch CNError.authorizationDenied`: a code matches a `CNError` with that code.
public func ~= (code: CNError.Code, error: any Error) -> Bool {
  (error as? CNError)?.code == code
}
