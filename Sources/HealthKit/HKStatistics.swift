import Foundation

/// Sums, averages, extremes or the latest value of a quantity type over a span, as statistics
/// queries report them. Apps cannot make one; a preview's store never reports one, and the
/// spans of a statistics collection with no data have every quantity nil, as HealthKit's do.
open class HKStatistics: NSObject, @unchecked Sendable {
  public let quantityType: HKQuantityType
  public let startDate: Date
  public let endDate: Date
  let values: [UInt: HKQuantity]

  init(quantityType: HKQuantityType, startDate: Date, endDate: Date, values: [UInt: HKQuantity] = [:]) {
    self.quantityType = quantityType
    self.startDate = startDate
    self.endDate = endDate
    self.values = values
    super.init()
  }

  open func sumQuantity() -> HKQuantity? { values[HKStatisticsOptions.cumulativeSum.rawValue] }
  open func averageQuantity() -> HKQuantity? { values[HKStatisticsOptions.discreteAverage.rawValue] }
  open func minimumQuantity() -> HKQuantity? { values[HKStatisticsOptions.discreteMin.rawValue] }
  open func maximumQuantity() -> HKQuantity? { values[HKStatisticsOptions.discreteMax.rawValue] }
  open func mostRecentQuantity() -> HKQuantity? { values[HKStatisticsOptions.mostRecent.rawValue] }
  open func duration() -> HKQuantity? { values[HKStatisticsOptions.duration.rawValue] }
  open func mostRecentQuantityDateInterval() -> DateInterval? { nil }
}
