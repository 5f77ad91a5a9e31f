import Foundation
import Vellum

/// What Spotlight shows and searches for an item, as CoreSpotlight's
/// `CSSearchableItemAttributeSet`: its type, title, description, keywords, thumbnail and the
/// like; kept as given.
open class CSSearchableItemAttributeSet: NSObject, @unchecked Sendable {
  /// The item's uniform type identifier.
  open var contentType: String?
  open var title: String?
  open var displayName: String?
  open var alternateNames: [String]?
  open var contentDescription: String?
  open var textContent: String?
  open var keywords: [String]?
  open var identifier: String?
  open var relatedUniqueIdentifier: String?
  open var contentURL: URL?
  open var url: URL?
  open var thumbnailData: Data?
  open var thumbnailURL: URL?
  open var darkThumbnailURL: URL?
  open var containerTitle: String?
  open var containerIdentifier: String?
  open var authorNames: [String]?
  open var phoneNumbers: [String]?
  open var emailAddresses: [String]?
  open var namedLocation: String?
  open var latitude: NSNumber?
  open var longitude: NSNumber?
  open var rating: NSNumber?
  open var rankingHint: NSNumber?
  open var supportsNavigation: NSNumber?
  open var supportsPhoneCall: NSNumber?
  open var addedDate: Date?
  open var contentCreationDate: Date?
  open var contentModificationDate: Date?
  open var lastUsedDate: Date?
  open var metadataModificationDate: Date?
  open var startDate: Date?
  open var endDate: Date?
  open var actionIdentifiers: [String]?

  /// Attributes for an item of a type (`.text`, `.content`, `.image`).
  public init(contentType: UTType) {
    self.contentType = contentType.identifier
    super.init()
  }

  /// Attributes for an item of a type, by identifier (the form before iOS 14).
  public init(itemContentType: String) {
    contentType = itemContentType
    super.init()
  }
}
