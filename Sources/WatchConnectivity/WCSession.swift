import Foundation

/// Where a session is in its activation, as WatchConnectivity's.
public enum WCSessionActivationState: Int, Sendable {
  case notActivated = 0
  case inactive = 1
  case activated = 2
}

/// The link between an iPhone app and its watch app, as WatchConnectivity's `WCSession`, on an
/// iPhone with no paired watch: sessions are supported and activate (the delegate is told at
/// once, on the calling thread; Apple tells it on a background queue), nothing is paired,
/// installed or reachable, messages fail with `WCError.notReachable`, and no data arrives.
open class WCSession: NSObject, @unchecked Sendable {
  private static let shared = WCSession()
  public class var `default`: WCSession { shared }

  /// Whether the device can have a watch: an iPhone can.
  open class func isSupported() -> Bool { true }

  open weak var delegate: (any WCSessionDelegate)?
  open private(set) var activationState = WCSessionActivationState.notActivated
  open var isPaired: Bool { false }
  open var isWatchAppInstalled: Bool { false }
  open var isComplicationEnabled: Bool { false }
  open var isReachable: Bool { false }
  /// The watch side's view of its iPhone app (watchOS); no app here.
  open var isCompanionAppInstalled: Bool { false }
  open private(set) var applicationContext: [String: Any] = [:]
  open var receivedApplicationContext: [String: Any] { [:] }
  open var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { [] }

  private override init() { super.init() }

  open func activate() {
    activationState = .activated
    delegate?.session(self, activationDidCompleteWith: .activated, error: nil)
  }

  open func sendMessage(
    _ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((any Error) -> Void)? = nil
  ) {
    errorHandler?(WCError(.notReachable))
  }

  open func sendMessageData(
    _ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil
  ) {
    errorHandler?(WCError(.notReachable))
  }

  /// Kept as the latest context; no watch receives it.
  open func updateApplicationContext(_ applicationContext: [String: Any]) throws {
    guard activationState == .activated else { throw WCError(.sessionNotActivated) }
    self.applicationContext = applicationContext
  }

  @discardableResult
  open func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
    WCSessionUserInfoTransfer(userInfo: userInfo)
  }
}

/// A queued transfer of user info to the watch.
open class WCSessionUserInfoTransfer: NSObject, @unchecked Sendable {
  public let userInfo: [String: Any]
  open var isTransferring: Bool { false }
  init(userInfo: [String: Any]) {
    self.userInfo = userInfo
    super.init()
  }
  open func cancel() {}
}
