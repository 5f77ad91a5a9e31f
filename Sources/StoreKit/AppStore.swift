import Foundation
import Vellum

/// The App Store, as StoreKit's `AppStore`, from a preview that cannot reach it: payments
/// cannot be made, `sync()` and the manage-subscriptions sheet fail with
/// `StoreKitError.networkError` (what iOS throws with no connection), and review requests do
/// nothing.
public enum AppStore {
  /// `false`: a preview cannot pay.
  public static var canMakePayments: Bool { false }

  /// Throws `StoreKitError.networkError`: there is no App Store to sync with.
  public static func sync() async throws { throw StoreKitError.notConnected }

  /// Throws `StoreKitError.networkError`; no sheet is shown.
  @MainActor public static func showManageSubscriptions(in scene: UIWindowScene) async throws {
    throw StoreKitError.notConnected
  }

  /// Does nothing: a preview has no App Store to ask.
  @MainActor public static func requestReview(in scene: UIWindowScene) {}
}

/// StoreKit's errors, as `StoreKitError`.
public enum StoreKitError: Error, Sendable {
  case unknown
  case userCancelled
  case networkError(URLError)
  case systemError(any Error)
  case notAvailableInStorefront
  case notEntitled

  static var notConnected: StoreKitError { .networkError(URLError(.notConnectedToInternet)) }
}
