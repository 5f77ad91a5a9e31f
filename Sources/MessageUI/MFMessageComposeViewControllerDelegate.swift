import Foundation

/// How the message composer ended, as MessageUI reports it (raw values as Apple's).
public enum MessageComposeResult: Int, Sendable {
  case cancelled = 0, sent, failed
}

/// What the message composer tells its delegate when it is dismissed; never called in Vellum.
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
  func messageComposeViewController(
    _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}
