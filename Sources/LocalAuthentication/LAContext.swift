import Foundation

/// LocalAuthentication's context, as apps use it to ask for Face ID or the passcode before
/// showing secrets.
///
/// A preview has no biometrics and no passcode, and nobody to ask: `biometryType` is
/// `.none`, `canEvaluatePolicy` answers `false` (with `.biometryNotAvailable` for the
/// biometric policies and `.passcodeNotSet` for the others), and `evaluatePolicy` fails with
/// the same error at once, on the calling thread (iOS answers later, on a private queue), so
/// a screen shows what it shows a device that cannot authenticate.
open class LAContext: NSObject, @unchecked Sendable {
  open var localizedReason = ""
  open var localizedCancelTitle: String?
  open var localizedFallbackTitle: String?
  open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
  open var interactionNotAllowed = false
  /// Always `.none`: a preview has no biometrics.
  open var biometryType: LABiometryType { .none }

  public override init() { super.init() }

  /// Answers `false` and sets `error` (if given) to why.
  open func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
    error?.pointee = Self.failure(for: policy).nsError
    return false
  }

  /// Calls `reply` at once with `false` and the error `canEvaluatePolicy` gives.
  open func evaluatePolicy(
    _ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, (any Error)?) -> Void
  ) {
    reply(false, Self.failure(for: policy))
  }

  /// Throws the error `canEvaluatePolicy` gives.
  open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
    throw Self.failure(for: policy)
  }

  /// Accepted; there is nothing in progress to cancel.
  open func invalidate() {}

  static func failure(for policy: LAPolicy) -> LAError {
    switch policy {
    case .deviceOwnerAuthenticationWithBiometrics, .deviceOwnerAuthenticationWithBiometricsOrWatch:
      LAError(.biometryNotAvailable)
    default: LAError(.passcodeNotSet)
    }
  }
}
