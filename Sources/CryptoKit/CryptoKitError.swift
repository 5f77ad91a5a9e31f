import Foundation

/// Why a CryptoKit operation failed, as CryptoKit's `CryptoKitError`: `AES.GCM.open` throws
/// `.authenticationFailure` when the tag does not match, and the initializers throw
/// `.incorrectKeySize` or `.incorrectParameterSize` for keys, nonces, tags and combined boxes
/// of the wrong length.
public enum CryptoKitError: Error, Sendable {
  case underlyingCoreCryptoError(error: Int32)
  case incorrectKeySize
  case incorrectParameterSize
  case authenticationFailure
  case unwrapFailure
  case invalidParameter
}
