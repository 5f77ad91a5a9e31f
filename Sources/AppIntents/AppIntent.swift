import Foundation
import Vellum

/// An action the system can run for the app, as AppIntents' `AppIntent`: Shortcuts, Siri,
/// widget buttons and widget configuration run it. A preview has no system to run it; an
/// intent is only made and read, and `perform()` runs only when the app calls it.
public protocol AppIntent: Sendable {
  associatedtype PerformResult: IntentResult = _IntentResultContainer
  /// The intent's name in Shortcuts and in a widget's edit sheet.
  static var title: LocalizedStringResource { get }
  init()
  func perform() async throws -> PerformResult
}

extension AppIntent {
  /// `@Parameter(title: "City") var city: String` in an intent, as in AppIntents.
  public typealias Parameter<Value> = IntentParameter<Value>

  /// What the intent says about itself in Shortcuts; none unless the intent declares one.
  public static var description: IntentDescription? { nil }
}

extension AppIntent where PerformResult == _IntentResultContainer {
  /// An intent that only configures (a widget's) does nothing when performed.
  public func perform() async throws -> _IntentResultContainer { .result() }
}
