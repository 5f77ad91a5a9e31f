import Foundation

/// An intent that sets a value, as AppIntents' `SetValueIntent`: a Control Center toggle
/// runs it with the new value. A preview has no Control Center; it is never run.
public protocol SetValueIntent: AppIntent {
  associatedtype ValueType
  var value: ValueType { get set }
}
