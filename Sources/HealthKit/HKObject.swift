import Foundation

/// Something stored in HealthKit, with its identifier and metadata.
open class HKObject: NSObject, @unchecked Sendable {
  public let uuid: UUID
  public let metadata: [String: Any]?

  init(metadata: [String: Any]?) {
    uuid = UUID()
    self.metadata = metadata
    super.init()
  }

  open override func isEqual(_ object: Any?) -> Bool { (object as? HKObject)?.uuid == uuid }
  open override var hash: Int { uuid.hashValue }
}

/// A health sample: a type and the span of time it covers. Apps make their own (a preview's
/// sample data); a preview's store gives none.
open class HKSample: HKObject, @unchecked Sendable {
  public let sampleType: HKSampleType
  public let startDate: Date
  public let endDate: Date

  init(sampleType: HKSampleType, startDate: Date, endDate: Date, metadata: [String: Any]?) {
    self.sampleType = sampleType
    self.startDate = startDate
    self.endDate = endDate
    super.init(metadata: metadata)
  }

  /// Whether the sample has no end (never, for the samples made here).
  open var hasUndeterminedDuration: Bool { endDate == .distantFuture }
}
