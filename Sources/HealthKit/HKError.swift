import Foundation

/// HealthKit's error domain.
public let HKErrorDomain = "com.apple.healthkit"

/// Why HealthKit refused a request: an `Error` with a `code` (raw values as Apple's), matched
/// with `catch HKError.errorHealthDataUnavailable` or `(error as? HKError)?.code`.
public struct HKError: Error, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case errorHealthDataUnavailable = 1
    case errorHealthDataRestricted = 2
    case errorInvalidArgument = 3
    case errorAuthorizationDenied = 4
    case errorAuthorizationNotDetermined = 5
    case errorDatabaseInaccessible = 6
    case errorUserCanceled = 7
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { HKErrorDomain }

  public static var errorHealthDataUnavailable: Code { .errorHealthDataUnavailable }
  public static var errorHealthDataRestricted: Code { .errorHealthDataRestricted }
  public static var errorAuthorizationDenied: Code { .errorAuthorizationDenied }
  public static var errorAuthorizationNotDetermined: Code { .errorAuthorizationNotDetermined }
  public static var errorUserCanceled: Code { .errorUserCanceled }
}

/// `catch HKError.errorHealthDataUnavailable`: a code matches an `HKError` with that code.
public func ~= (code: HKError.Code, error: any Error) -> Bool {
  (error as? HKError)?.code == code
}
