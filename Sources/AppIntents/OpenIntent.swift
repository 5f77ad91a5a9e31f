import Foundation

/// An intent the system defines the meaning of, as AppIntents' `SystemIntent` (open, delete,
/// play, …); the app performs it.
public protocol SystemIntent: AppIntent {}

/// An intent that opens the app at one of its entities, as AppIntents' `OpenIntent`:
/// Spotlight or Siri fills `target` (an `@Parameter`) and runs it, the app in front. In a
/// preview nothing opens the app: the intent is made and read, and performed only when the
/// app calls it.
public protocol OpenIntent: SystemIntent {
  associatedtype Value
  var target: Value { get set }
}

extension OpenIntent {
  /// An open intent brings the app to the front when it runs.
  public static var openAppWhenRun: Bool { true }
}
