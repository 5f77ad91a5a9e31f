import Foundation

/// A CloudKit failure, as CloudKit's `CKError` (codes and raw values as Apple's). A signed-out
/// device fails every database request with `.notAuthenticated`.
public struct CKError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Code: Int, Sendable {
    case internalError = 1
    case partialFailure = 2
    case networkUnavailable = 3
    case networkFailure = 4
    case badContainer = 5
    case serviceUnavailable = 6
    case requestRateLimited = 7
    case missingEntitlement = 8
    case notAuthenticated = 9
    case permissionFailure = 10
    case unknownItem = 11
    case invalidArguments = 12
    case serverRecordChanged = 14
    case quotaExceeded = 25
    case zoneNotFound = 26
    case accountTemporarilyUnavailable = 36
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static let notAuthenticated = Code.notAuthenticated
  public static let networkUnavailable = Code.networkUnavailable
  public static let unknownItem = Code.unknownItem

  public var localizedDescription: String { description }
  public var description: String {
    code == .notAuthenticated ? "This request requires an authenticated account" : "CloudKit error \(code.rawValue)"
  }
}
