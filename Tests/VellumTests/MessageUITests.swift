import Foundation
import MessageUI
import Testing
import VellumCairo
import Vellum

/// MessageUI's composers, as a settings screen wraps them: they cannot send, keep what they
/// are given and are drawn as any view controller representable is.
@Suite struct MessageUITests {
  final class FeedbackMail: UIViewControllerRepresentable {
    final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
      var finished = false
      func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?
      ) { finished = true }
    }
    let coordinator = Coordinator()
    func makeCoordinator() -> Coordinator { coordinator }
    func makeUIViewController(context: Context) -> MFMailComposeViewController {
      let composer = MFMailComposeViewController()
      composer.mailComposeDelegate = context.coordinator
      composer.setToRecipients(["help@example.org"])
      composer.setSubject("Feedback")
      return composer
    }
    func updateUIViewController(_ uiViewController: MFMailComposeViewController, context: Context) {}
  }

  struct FeedbackRow: View {
    @State private var canSendMail = true
    var body: some View {
      List {
        if canSendMail {
          Button("Send Feedback") {}
        } else {
          Text("Mail is not set up")
        }
      }
      .onAppear { canSendMail = MFMailComposeViewController.canSendMail() }
    }
  }

  /// A screen that asks `canSendMail()` as it appears draws its no-mail branch.
  @Test func aScreenSeesThatMailCannotBeSent() throws {
    let list = try ImageRenderer().displayList(FeedbackRow(), size: ProposedViewSize(width: 393, height: 852))
    let drawn = list.displayList.description
    #expect(drawn.contains("\"Mail is not set up\"") && !drawn.contains("\"Send Feedback\""), "\(drawn)")
  }

  @Test func composersKeepWhatTheyAreGivenAndCannotSend() {
    #expect(!MFMailComposeViewController.canSendMail())
    #expect(!MFMessageComposeViewController.canSendText() && !MFMessageComposeViewController.canSendAttachments())
    let mail = MFMailComposeViewController()
    let delegate = FeedbackMail.Coordinator()
    mail.mailComposeDelegate = delegate
    mail.setToRecipients(["a@example.org"])
    mail.setCcRecipients(nil)
    mail.setSubject("Hello")
    mail.setMessageBody("<b>Hi</b>", isHTML: true)
    mail.addAttachmentData(Data([1, 2]), mimeType: "application/octet-stream", fileName: "log.bin")
    #expect(mail.toRecipients == ["a@example.org"] && mail.ccRecipients.isEmpty && mail.subject == "Hello")
    #expect(mail.messageBody == "<b>Hi</b>" && mail.isHTMLBody && mail.attachments.map(\.fileName) == ["log.bin"])
    #expect(mail.mailComposeDelegate === delegate && !delegate.finished)
    #expect(MFMailComposeResult.sent.rawValue == 2 && MessageComposeResult.failed.rawValue == 2)
    let message = MFMessageComposeViewController()
    message.recipients = ["555"]
    message.body = "See you"
    #expect(message.recipients == ["555"] && message.body == "See you")
  }

  /// The composer is a view controller: a representable that returns one is drawn as
  /// Vellum's placeholder, and `makeUIViewController` is not called.
  @Test func aMailRepresentableIsAPlaceholder() throws {
    let renderer = try ImageRenderer()
    let size = ProposedViewSize(width: 200, height: 100)
    let mail = FeedbackMail()
    let drawn = renderer.displayList(mail.frame(width: 200, height: 100), size: size).displayList.description
    let other = renderer.displayList(SameSizePlaceholder().frame(width: 200, height: 100), size: size)
    #expect(drawn == other.displayList.description)
    #expect(!mail.coordinator.finished)
  }

  struct SameSizePlaceholder: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
  }
}
