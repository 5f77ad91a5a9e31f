import Foundation

/// Core Location's error domain.
public let kCLErrorDomain = "kCLErrorDomain"

/// Why Core Location failed: an `Error` with a `code` (raw values as Apple's) that bridges to an
/// `NSError` in `kCLErrorDomain`, matched with `catch CLError.network` or
/// `(error as? CLError)?.code`.
public struct CLError: CustomNSError, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case locationUnknown = 0
    case denied = 1
    case network = 2
    case headingFailure = 3
    case regionMonitoringDenied = 4
    case regionMonitoringFailure = 5
    case regionMonitoringSetupDelayed = 6
    case regionMonitoringResponseDelayed = 7
    case geocodeFoundNoResult = 8
    case geocodeFoundPartialResult = 9
    case geocodeCanceled = 10
    case deferredFailed = 11
    case deferredNotUpdatingLocation = 12
    case deferredAccuracyTooLow = 13
    case deferredDistanceFiltered = 14
    case deferredCanceled = 15
    case rangingUnavailable = 16
    case rangingFailure = 17
    case promptDeclined = 18
    case historicalLocationError = 19
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static var errorDomain: String { kCLErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] { [:] }

  public static var locationUnknown: Code { .locationUnknown }
  public static var denied: Code { .denied }
  public static var network: Code { .network }
  public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
  public static var geocodeCanceled: Code { .geocodeCanceled }
  public static var promptDeclined: Code { .promptDeclined }
}

/// `catch CLError.denied`: a code matches a `CLError` with that code.
public func ~= (code: CLError.Code, error: any Error) -> Bool {
  (error as? CLError)?.code == code
}
