import Foundation

/// A query for records of one type, as CloudKit's `CKQuery`.
open class CKQuery: NSObject, @unchecked Sendable {
  public let recordType: CKRecord.RecordType
  public let predicate: NSPredicate
  open var sortDescriptors: [NSSortDescriptor]?

  public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
    self.recordType = recordType
    self.predicate = predicate
    super.init()
  }
}

/// Where a query's results continue, as CloudKit's `CKQueryOperation.Cursor`.
open class CKQueryOperation: NSObject, @unchecked Sendable {
  open class Cursor: NSObject, @unchecked Sendable {}
  /// As many results as the server chooses to send.
  public static let maximumResults = 0
}
