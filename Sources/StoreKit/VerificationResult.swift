import Foundation

/// A signed StoreKit value and whether its signature checked out, as StoreKit's
/// `VerificationResult`. A preview receives none; files that unwrap one compile.
public enum VerificationResult<SignedType>: @unchecked Sendable {
  case unverified(SignedType, VerificationError)
  case verified(SignedType)

  /// The value, verified or not.
  public var payloadValue: SignedType {
    switch self {
    case .unverified(let value, _), .verified(let value): value
    }
  }

  public var unsafePayloadValue: SignedType { payloadValue }
  public var jwsRepresentation: String { "" }

  /// Why a signature did not check out.
  public enum VerificationError: Error, Sendable {
    case revokedCertificate
    case invalidCertificateChain
    case invalidDeviceVerification
    case invalidEncoding
    case invalidSignature
    case missingRequiredProperties
  }
}
