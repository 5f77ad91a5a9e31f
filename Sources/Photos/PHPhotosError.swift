import Foundation

/// Photos' errors, in `PHPhotosErrorDomain`, with Apple's codes. Vellum's library fails
/// changes with `.accessUserDenied` (access is never granted) and image and data requests
/// with `.identifierNotFound` (no asset is in the library).
public struct PHPhotosError: CustomNSError, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case invalid = -1
    case userCancelled = 3072
    case libraryVolumeOffline = 3114
    case relinquishingLibraryBundleToWriter = 3142
    case switchingSystemPhotoLibrary = 3143
    case networkAccessRequired = 3164
    case networkError = 3169
    case identifierNotFound = 3201
    case multipleIdentifiersFound = 3202
    case changeNotSupported = 3300
    case operationInterrupted = 3301
    case invalidResource = 3302
    case missingResource = 3303
    case notEnoughSpace = 3305
    case requestNotSupportedForAsset = 3306
    case accessRestricted = 3310
    case accessUserDenied = 3311
    case libraryInFileProviderSyncRoot = 5423
    case persistentChangeTokenExpired = 3105
    case persistentChangeDetailsUnavailable = 3210
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static var errorDomain: String { "PHPhotosErrorDomain" }
  public var errorCode: Int { code.rawValue }
}

/// Photos' error domain.
public let PHPhotosErrorDomain = PHPhotosError.errorDomain
