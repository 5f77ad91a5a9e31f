import Foundation

/// What an observer query's handler calls when it has dealt with an update.
public typealias HKObserverQueryCompletionHandler = () -> Void

/// Watches a sample type for changes. In a preview the update handler is called once with
/// `.errorHealthDataUnavailable` (see `HKQuery`) and never again.
open class HKObserverQuery: HKQuery, @unchecked Sendable {
  let updateHandler: (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void

  public init(
    sampleType: HKSampleType, predicate: NSPredicate?,
    updateHandler: @escaping (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void
  ) {
    self.updateHandler = updateHandler
    super.init(objectType: sampleType, predicate: predicate)
  }

  override func deliver(_ error: any Error) { updateHandler(self, {}, error) }
}
