import Combine
import Foundation

/// Whether the app may use Screen Time's controls, as FamilyControls' `AuthorizationStatus`.
public enum AuthorizationStatus: Int, Codable, Hashable, Sendable {
  case notDetermined = 0, denied, approved
}

/// Whose device the app controls, as FamilyControls' `FamilyControlsMember`: a child's in a
/// Family Sharing group (a guardian approves) or the person's own (iOS 16).
public enum FamilyControlsMember: Hashable, Sendable {
  case child, individual
}

/// FamilyControls' errors.
public enum FamilyControlsError: Error, Hashable, Sendable {
  case restricted
  case unavailable
  case invalidAccountType
  case invalidArgument
  case authorizationConflict
  case authorizationCanceled
  case networkError
  case authenticationMethodUnavailable
}

/// Asks for and reports the app's Screen Time authorisation, as FamilyControls'
/// `AuthorizationCenter`. A preview has no Screen Time service: the status stays
/// `.notDetermined` (no prompt is shown), `requestAuthorization` throws
/// `FamilyControlsError.unavailable` (the completion form is told the same, at once, on the
/// calling thread), and revoking succeeds.
public final class AuthorizationCenter: ObservableObject, @unchecked Sendable {
  /// The app's shared center.
  public static let shared = AuthorizationCenter()

  @Published public private(set) var authorizationStatus: AuthorizationStatus = .notDetermined

  private init() {}

  /// Throws `FamilyControlsError.unavailable`.
  public func requestAuthorization(for member: FamilyControlsMember) async throws {
    throw FamilyControlsError.unavailable
  }

  /// The iOS 15 form, for a child's device: the handler is told
  /// `FamilyControlsError.unavailable` at once.
  public func requestAuthorization(completionHandler: @escaping (Result<Void, any Error>) -> Void) {
    completionHandler(.failure(FamilyControlsError.unavailable))
  }

  /// Nothing to revoke: the handler is told `.success` at once.
  public func revokeAuthorization(completionHandler: @escaping (Result<Void, any Error>) -> Void) {
    completionHandler(.success(()))
  }

  /// Nothing to revoke.
  public func revokeAuthorization() async throws {}
}
