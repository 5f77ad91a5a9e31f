import Foundation
import Testing
import WatchConnectivity

/// WatchConnectivity on an iPhone with no paired watch: a session activates, nothing is
/// paired or reachable, and a message fails as iOS fails it (a water tracker's reminder sync).
@Suite struct WatchConnectivityTests {
  final class Sync: NSObject, WCSessionDelegate {
    var activated: WCSessionActivationState?
    var failure: WCError.Code?
    func session(
      _ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?
    ) { activated = activationState }
  }

  @Test func aSessionActivatesWithNoWatch() throws {
    let sync = Sync()
    #expect(WCSession.isSupported())
    WCSession.default.delegate = sync
    WCSession.default.activate()
    #expect(sync.activated == .activated && WCSession.default.activationState == .activated)
    #expect(!WCSession.default.isPaired && !WCSession.default.isWatchAppInstalled && !WCSession.default.isReachable)
    WCSession.default.sendMessage(["msg": "remind"], replyHandler: nil) { sync.failure = ($0 as? WCError)?.code }
    #expect(sync.failure == .notReachable)
    try WCSession.default.updateApplicationContext(["goal": 2000])
    #expect(WCSession.default.applicationContext["goal"] as? Int == 2000)
  }
}
