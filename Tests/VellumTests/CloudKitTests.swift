import CloudKit
import Foundation
import Testing
import Vellum

/// CloudKit on a device signed out of iCloud: a sync settings screen shows its signed-out
/// state.
@Suite struct CloudKitTests {
  final class SyncStatus: ObservableObject {
    @Published var text = "Checking iCloud…"
    func check() {
      CKContainer.default().accountStatus { status, error in
        self.text = status == .available ? "Syncing with iCloud" : "Sign in to iCloud to sync (\(status.rawValue))"
      }
    }
  }

  @Test func theAccountIsSignedOut() async throws {
    let status = SyncStatus()
    status.check()
    #expect(status.text == "Sign in to iCloud to sync (3)")
    #expect(try await CKContainer(identifier: "iCloud.com.example.app").accountStatus() == .noAccount)
    #expect(CKContainer.default().privateCloudDatabase.databaseScope == .private)
  }

  /// Records keep their values in memory; saving, fetching and querying fail as a signed-out
  /// device fails them (a habit tracker's database calls), so its list shows no habits.
  @Test func recordsAreKeptAndRequestsFailSignedOut() async {
    let habit = CKRecord(recordType: "Habit")
    habit["name"] = "Read" as NSString
    habit["days"] = 30 as NSNumber
    let entry = CKRecord(recordType: "Entry", recordID: CKRecord.ID(recordName: "e1"))
    entry["habit"] = CKRecord.Reference(recordID: habit.recordID, action: .deleteSelf)
    entry["done"] = true
    #expect(habit["name"] as? NSString == "Read" && habit.allKeys() == ["days", "name"])
    #expect((entry["habit"] as? CKRecord.Reference)?.recordID == habit.recordID)
    #expect(entry.recordID == CKRecord.ID(recordName: "e1") && entry.recordID.zoneID == .default)
    #expect(entry["done"] as? Bool == true)
    // `CLLocation` comes with CloudKit, as Apple's imports CoreLocation (a café's sample record).
    entry["where"] = CLLocation(latitude: 37.336, longitude: -122.01)
    #expect((entry["where"] as? CLLocation)?.coordinate.latitude == 37.336)

    let database = CKContainer.default().privateCloudDatabase
    var saved: (CKRecord?, CKError.Code?)?
    database.save(habit) { record, error in saved = (record, (error as? CKError)?.code) }
    #expect(saved?.0 == nil && saved?.1 == .notAuthenticated)
    var found: [CKRecord]? = []
    database.perform(CKQuery(recordType: "Habit", predicate: NSPredicate(value: true)), inZoneWith: nil) { records, _ in
      found = records
    }
    #expect(found == nil)
    await #expect(throws: CKError(.notAuthenticated)) { try await database.record(for: habit.recordID) }
  }
}
