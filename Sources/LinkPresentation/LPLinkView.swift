import Foundation
import Vellum

/// A rich link, as LinkPresentation's `LPLinkView`: a card with the link's image, title and
/// host, which SwiftUI files wrap in a `UIViewRepresentable`. Vellum does not call
/// `makeUIView`, so the instance's metadata is not known: a representable of it is drawn as
/// the card before its metadata is loaded, an empty rounded rectangle of the system's
/// secondary fill in the offered space, without the placeholder diagnostic (the card's corner
/// radius, 12 pt, is not measured).
open class LPLinkView: UIView {
  /// The metadata the card shows; kept.
  open var metadata: LPLinkMetadata

  /// A card for a link whose metadata is not loaded: it shows the URL until metadata is set.
  public init(url: URL) {
    let metadata = LPLinkMetadata()
    metadata.originalURL = url
    metadata.url = url
    self.metadata = metadata
    super.init()
  }

  /// A card showing the metadata given.
  public init(metadata: LPLinkMetadata) {
    self.metadata = metadata
    super.init()
  }

  open override class var _previewContent: AnyView? {
    AnyView(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color(UIColor.secondarySystemFill)))
  }
}
