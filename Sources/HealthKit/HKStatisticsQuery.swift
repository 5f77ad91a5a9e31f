import Foundation

/// Asks for one set of statistics (today's step total). In a preview the completion handler gets
/// nil and `.errorHealthDataUnavailable` (see `HKQuery`).
open class HKStatisticsQuery: HKQuery, @unchecked Sendable {
  public let options: HKStatisticsOptions
  let completionHandler: (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

  public init(
    quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
    completionHandler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void
  ) {
    self.options = options
    self.completionHandler = completionHandler
    super.init(objectType: quantityType, predicate: quantitySamplePredicate)
  }

  override func deliver(_ error: any Error) { completionHandler(self, nil, error) }
}
