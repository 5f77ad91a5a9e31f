import Foundation

/// A sample holding a category's value over a span (a night's sleep stage, a mindful session),
/// keeping what it is made with.
open class HKCategorySample: HKSample, @unchecked Sendable {
  /// The category's raw value (`HKCategoryValueSleepAnalysis.asleepREM.rawValue`).
  public let value: Int

  public init(
    type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, metadata: [String: Any]? = nil
  ) {
    self.value = value
    super.init(sampleType: type, startDate: startDate, endDate: endDate, metadata: metadata)
  }

  open var categoryType: HKCategoryType { sampleType as! HKCategoryType }
}
