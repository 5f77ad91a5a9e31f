import Foundation

/// A sample that was deleted, as an anchored query reports it.
open class HKDeletedObject: NSObject, @unchecked Sendable {
  public let uuid: UUID
  public let metadata: [String: Any]?

  init(uuid: UUID, metadata: [String: Any]? = nil) {
    self.uuid = uuid
    self.metadata = metadata
    super.init()
  }
}
