import Foundation

/// Asks for samples added and deleted since an anchor. In a preview the results handler gets
/// nil and `.errorHealthDataUnavailable` (see `HKQuery`), and `updateHandler` is never called.
open class HKAnchoredObjectQuery: HKQuery, @unchecked Sendable {
  public typealias Handler = (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) ->
    Void

  public let anchor: HKQueryAnchor?
  public let limit: Int
  let resultsHandler: Handler
  open var updateHandler: Handler?

  public init(
    type: HKSampleType, predicate: NSPredicate?, anchor: HKQueryAnchor?, limit: Int,
    resultsHandler handler: @escaping Handler
  ) {
    self.anchor = anchor
    self.limit = limit
    resultsHandler = handler
    super.init(objectType: type, predicate: predicate)
  }

  override func deliver(_ error: any Error) { resultsHandler(self, nil, nil, nil, error) }
}
