import Foundation

/// Asks for statistics per interval (steps per day). In a preview `initialResultsHandler` gets
/// nil and `.errorHealthDataUnavailable` (see `HKQuery`), and `statisticsUpdateHandler` is never
/// called.
open class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
  public let options: HKStatisticsOptions
  public let anchorDate: Date
  public let intervalComponents: DateComponents
  open var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
  open var statisticsUpdateHandler:
    ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

  public init(
    quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
    anchorDate: Date, intervalComponents: DateComponents
  ) {
    self.options = options
    self.anchorDate = anchorDate
    self.intervalComponents = intervalComponents
    super.init(objectType: quantityType, predicate: quantitySamplePredicate)
  }

  override func deliver(_ error: any Error) { initialResultsHandler?(self, nil, error) }
}
