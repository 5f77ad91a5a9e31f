import Foundation
import Vellum

/// MessageUI's text-message composer. A preview cannot send messages: `canSendText()` and its
/// siblings answer `false`; what the composer is given is kept, it is never shown, and the
/// delegate is never called.
open class MFMessageComposeViewController: UIViewController {
  /// Kept (weakly, as MessageUI does) and never called.
  open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
  open var recipients: [String]?
  open var body: String?
  open var subject: String?

  public override init() { super.init() }

  /// Whether the device can send text messages: never, in a preview.
  open class func canSendText() -> Bool { false }
  /// Whether messages can carry a subject: never, in a preview.
  open class func canSendSubject() -> Bool { false }
  /// Whether messages can carry attachments: never, in a preview.
  open class func canSendAttachments() -> Bool { false }
}
