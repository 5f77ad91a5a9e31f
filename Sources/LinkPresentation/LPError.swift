import Foundation

/// LinkPresentation's errors, in `LPErrorDomain`.
public struct LPError: CustomNSError, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case unknown = 1, metadataFetchFailed, metadataFetchCancelled, metadataFetchTimedOut, metadataFetchNotAllowed
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static var errorDomain: String { "LPErrorDomain" }
  public var errorCode: Int { code.rawValue }
}

/// LinkPresentation's error domain.
public let LPErrorDomain = LPError.errorDomain
