import Foundation

/// A database's requests, as a device signed out of iCloud answers them: each fails with
/// `CKError.notAuthenticated`. The handlers run at once, on the calling thread (Apple's run on
/// a background queue).
extension CKDatabase {
  private var signedOut: CKError { CKError(.notAuthenticated) }

  public func save(_ record: CKRecord, completionHandler: @escaping (CKRecord?, (any Error)?) -> Void) {
    completionHandler(nil, signedOut)
  }

  public func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord?, (any Error)?) -> Void)
  {
    completionHandler(nil, signedOut)
  }

  public func delete(
    withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord.ID?, (any Error)?) -> Void
  ) {
    completionHandler(nil, signedOut)
  }

  /// The query's records (deprecated in iOS 15, still common).
  public func perform(
    _ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?,
    completionHandler: @escaping ([CKRecord]?, (any Error)?) -> Void
  ) {
    completionHandler(nil, signedOut)
  }

  public func save(_ record: CKRecord) async throws -> CKRecord { throw signedOut }
  public func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw signedOut }
  public func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw signedOut }

  public func records(
    matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
    resultsLimit: Int = CKQueryOperation.maximumResults
  ) async throws -> (
    matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?
  ) {
    throw signedOut
  }
}
