import Foundation

/// A file shown with a notification, as UserNotifications' `UNNotificationAttachment`: made
/// from a local file URL, which must exist (iOS throws `UNError.attachmentInvalidURL`, code
/// 100 in `UNErrorDomain`, otherwise). Vellum delivers no notification, so the file is only
/// checked and remembered.
open class UNNotificationAttachment: @unchecked Sendable {
  public let identifier: String
  public let url: URL
  public let type: String

  public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
    guard url.isFileURL, FileManager.default.isReadableFile(atPath: url.path) else {
      throw NSError(
        domain: "UNErrorDomain", code: 100,
        userInfo: [NSLocalizedDescriptionKey: "Invalid attachment file URL", NSURLErrorKey: url])
    }
    self.identifier = identifier
    self.url = url
    type = url.pathExtension
  }
}
