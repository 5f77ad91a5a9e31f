import Foundation

/// MapKit's error domain.
public let MKErrorDomain = "MKErrorDomain"

/// Why a MapKit request failed: an `Error` with a `code` (raw values as Apple's) that bridges to
/// an `NSError` in `MKErrorDomain`, matched with `catch MKError.serverFailure` or
/// `(error as? MKError)?.code`.
public struct MKError: CustomNSError, Hashable, Sendable {
  public enum Code: UInt, Sendable {
    case unknown = 1
    case serverFailure = 2
    case loadingThrottled = 3
    case placemarkNotFound = 4
    case directionsNotFound = 5
    case decodingFailed = 6
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { MKErrorDomain }
  public var errorCode: Int { Int(code.rawValue) }
  public var errorUserInfo: [String: Any] { [:] }

  public static var unknown: Code { .unknown }
  public static var serverFailure: Code { .serverFailure }
  public static var loadingThrottled: Code { .loadingThrottled }
  public static var placemarkNotFound: Code { .placemarkNotFound }
  public static var directionsNotFound: Code { .directionsNotFound }
}

/// `catch MKError.serverFailure`: a code matches an `MKError` with that code.
public func ~= (code: MKError.Code, error: any Error) -> Bool {
  (error as? MKError)?.code == code
}
