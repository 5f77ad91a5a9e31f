import Foundation

/// Asks for samples of a type. In a preview the results handler gets nil and
/// `.errorHealthDataUnavailable` (see `HKQuery`).
open class HKSampleQuery: HKQuery, @unchecked Sendable {
  public let limit: Int
  public let sortDescriptors: [NSSortDescriptor]?
  let resultsHandler: (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

  public init(
    sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
    resultsHandler: @escaping (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
  ) {
    self.limit = limit
    self.sortDescriptors = sortDescriptors
    self.resultsHandler = resultsHandler
    super.init(objectType: sampleType, predicate: predicate)
  }

  override func deliver(_ error: any Error) { resultsHandler(self, nil, error) }
}
