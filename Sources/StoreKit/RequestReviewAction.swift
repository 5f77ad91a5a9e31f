import Vellum

/// Asks StoreKit to show the App Store's rating prompt, as StoreKit's `RequestReviewAction`:
/// `@Environment(\.requestReview) var requestReview`, then `requestReview()`. iOS decides
/// itself whether to show the prompt (at most three times a year); a preview has no App
/// Store, so calling it does nothing.
public struct RequestReviewAction: Sendable {
  init() {}
  public func callAsFunction() {}
}

enum RequestReviewActionKey: EnvironmentKey { static let defaultValue = RequestReviewAction() }

extension EnvironmentValues {
  /// Asks for a review of the app; does nothing in a preview.
  public var requestReview: RequestReviewAction { self[RequestReviewActionKey.self] }
}
