import Foundation

/// What a session tells the app, as WatchConnectivity's `WCSessionDelegate`. Every method has a
/// default that does nothing: on iOS the inactive and deactivate methods are required, but a
/// file that declares them under `#if os(iOS)` (false on Linux) leaves them out.
public protocol WCSessionDelegate: AnyObject {
  func session(
    _ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
  func sessionDidBecomeInactive(_ session: WCSession)
  func sessionDidDeactivate(_ session: WCSession)
  func sessionWatchStateDidChange(_ session: WCSession)
  func sessionReachabilityDidChange(_ session: WCSession)
  func session(_ session: WCSession, didReceiveMessage message: [String: Any])
  func session(
    _ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
  func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
  func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
}

extension WCSessionDelegate {
  public func session(
    _ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?
  ) {}
  public func sessionDidBecomeInactive(_ session: WCSession) {}
  public func sessionDidDeactivate(_ session: WCSession) {}
  public func sessionWatchStateDidChange(_ session: WCSession) {}
  public func sessionReachabilityDidChange(_ session: WCSession) {}
  public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
  public func session(
    _ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void
  ) {}
  public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
  public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
}

/// Why a session request failed, as WatchConnectivity's `WCError` (codes as Apple's).
public struct WCError: Error, Hashable, Sendable {
  public enum Code: Int, Sendable {
    case genericError = 7001
    case sessionNotSupported = 7002
    case sessionMissingDelegate = 7003
    case sessionNotActivated = 7004
    case deviceNotPaired = 7005
    case watchAppNotInstalled = 7006
    case notReachable = 7007
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }
  public static let notReachable = Code.notReachable
}
