import Foundation

/// The `async` statistics query (iOS 15.4). In a preview `result(for:)` throws
/// `.errorHealthDataUnavailable`.
public struct HKStatisticsQueryDescriptor: @unchecked Sendable {
  public let predicate: HKSamplePredicate<HKQuantitySample>
  public let options: HKStatisticsOptions

  public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions) {
    self.predicate = predicate
    self.options = options
  }

  /// Throws `.errorHealthDataUnavailable`.
  public func result(for healthStore: HKHealthStore) async throws -> HKStatistics? {
    throw HKError(.errorHealthDataUnavailable)
  }
}
