import Foundation

/// What performing an intent gives back, as AppIntents' `IntentResult`.
public protocol IntentResult: Sendable {}

/// The result of an intent that returns nothing and says nothing: `return .result()`.
public struct _IntentResultContainer: IntentResult {
  init() {}
}

extension IntentResult where Self == _IntentResultContainer {
  /// A result with no value and no dialog, as AppIntents' `.result()`.
  public static func result() -> Self { _IntentResultContainer() }
}
