import Foundation

/// How the mail composer ended, as MessageUI reports it (raw values as Apple's).
public enum MFMailComposeResult: Int, Sendable {
  case cancelled = 0, saved, sent, failed
}

/// What MessageUI's mail composer tells its delegate when it is dismissed. Vellum never shows
/// the composer, so this is never called; its one method is optional, as in MessageUI.
public protocol MFMailComposeViewControllerDelegate: AnyObject {
  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
  public func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
  ) {}
}
