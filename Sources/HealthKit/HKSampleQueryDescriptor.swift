import Foundation

/// The `async` sample query (iOS 15.4): `try await descriptor.result(for: store)`. In a preview
/// it throws `.errorHealthDataUnavailable`.
public struct HKSampleQueryDescriptor<Sample: HKSample>: @unchecked Sendable {
  public let predicates: [HKSamplePredicate<Sample>]
  public let sortDescriptors: [SortDescriptor<Sample>]
  public let limit: Int?

  public init(
    predicates: [HKSamplePredicate<Sample>], sortDescriptors: [SortDescriptor<Sample>], limit: Int? = nil
  ) {
    self.predicates = predicates
    self.sortDescriptors = sortDescriptors
    self.limit = limit
  }

  /// Throws `.errorHealthDataUnavailable`.
  public func result(for healthStore: HKHealthStore) async throws -> [Sample] {
    throw HKError(.errorHealthDataUnavailable)
  }
}
