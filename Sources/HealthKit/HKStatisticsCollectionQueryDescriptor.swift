import Foundation

/// The `async` statistics collection query (iOS 15.4). In a preview `result(for:)` throws
/// `.errorHealthDataUnavailable`.
public struct HKStatisticsCollectionQueryDescriptor: @unchecked Sendable {
  public let predicate: HKSamplePredicate<HKQuantitySample>
  public let options: HKStatisticsOptions
  public let anchorDate: Date
  public let intervalComponents: DateComponents

  public init(
    predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions, anchorDate: Date,
    intervalComponents: DateComponents
  ) {
    self.predicate = predicate
    self.options = options
    self.anchorDate = anchorDate
    self.intervalComponents = intervalComponents
  }

  /// Throws `.errorHealthDataUnavailable`.
  public func result(for healthStore: HKHealthStore) async throws -> HKStatisticsCollection {
    throw HKError(.errorHealthDataUnavailable)
  }
}
