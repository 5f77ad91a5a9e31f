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
}
