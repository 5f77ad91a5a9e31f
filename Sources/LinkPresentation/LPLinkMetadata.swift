import Foundation
import Vellum

/// What is known about a link, as LinkPresentation's `LPLinkMetadata`: its URLs, title, icon,
/// image and video, as a metadata provider fetches them or an app sets them (a share sheet's
/// item source); kept as given.
open class LPLinkMetadata: NSObject, @unchecked Sendable {
  /// The URL the metadata was asked for.
  open var originalURL: URL?
  /// The URL the link leads to after redirects.
  open var url: URL?
  open var title: String?
  open var iconProvider: NSItemProvider?
  open var imageProvider: NSItemProvider?
  open var videoProvider: NSItemProvider?
  open var remoteVideoURL: URL?

  public override init() { super.init() }
}
