import Foundation
import Vellum

/// MessageUI's mail composer, as SwiftUI files wrap it in a `UIViewControllerRepresentable`.
///
/// A preview has no mail account, so `canSendMail()` answers `false`, as on a device with
/// Mail not set up; apps then hide their "Send feedback" button or show an alert. The
/// composer keeps what it is given (recipients, subject, body, attachments) and is never
/// shown: a representable that returns one draws Vellum's placeholder, and the delegate is
/// never called.
open class MFMailComposeViewController: UIViewController {
  /// Kept (weakly, as MessageUI does) and never called.
  open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
  public private(set) var toRecipients: [String] = []
  public private(set) var ccRecipients: [String] = []
  public private(set) var bccRecipients: [String] = []
  public private(set) var subject = ""
  public private(set) var messageBody = ""
  public private(set) var isHTMLBody = false
  public private(set) var preferredSendingEmailAddress: String?
  /// Each attachment as added: its bytes, MIME type and file name.
  public private(set) var attachments: [(data: Data, mimeType: String, fileName: String)] = []

  public override init() { super.init() }

  /// Whether the device can send mail: never, in a preview.
  open class func canSendMail() -> Bool { false }

  open func setToRecipients(_ recipients: [String]?) { toRecipients = recipients ?? [] }
  open func setCcRecipients(_ recipients: [String]?) { ccRecipients = recipients ?? [] }
  open func setBccRecipients(_ recipients: [String]?) { bccRecipients = recipients ?? [] }
  open func setSubject(_ subject: String) { self.subject = subject }
  open func setMessageBody(_ body: String, isHTML: Bool) {
    messageBody = body
    isHTMLBody = isHTML
  }
  open func setPreferredSendingEmailAddress(_ address: String) { preferredSendingEmailAddress = address }
  open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
    attachments.append((attachment, mimeType, filename))
  }
}
