import CoreLocation
import Foundation
import Vellum

/// A request to create, change or delete an asset, as Photos' `PHAssetChangeRequest`, made
/// inside `performChanges`. Vellum's library never runs a change block (access is never
/// granted), so these requests are never carried out; one made anyway keeps what is set on it.
open class PHAssetChangeRequest: NSObject, @unchecked Sendable {
  open var creationDate: Date?
  open var location: CLLocation?
  open var isFavorite = false
  open var isHidden = false
  /// The asset the request would create; nil for a request that changes an existing one.
  open private(set) var placeholderForCreatedAsset: PHObjectPlaceholder?

  public required override init() { super.init() }

  /// A request to change an asset's properties.
  public convenience init(for asset: PHAsset) { self.init() }

  private static func creation() -> Self {
    let request = Self()
    request.placeholderForCreatedAsset = PHObjectPlaceholder()
    return request
  }

  /// A request to add the image to the library.
  open class func creationRequestForAsset(from image: UIImage) -> Self { creation() }

  /// A request to add the image file to the library.
  open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? { creation() }

  /// A request to add the video file to the library.
  open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? { creation() }

  /// Asks to delete the assets (an array of `PHAsset`, or a fetch result).
  open class func deleteAssets(_ assets: Any) {}
}

/// A request to create an asset from its resources, as Photos' `PHAssetCreationRequest`.
open class PHAssetCreationRequest: PHAssetChangeRequest, @unchecked Sendable {
  /// A request that creates an asset.
  open class func forAsset() -> Self { creationRequestForAsset(from: UIImage()) }

  /// Whether the resource types can make an asset: as Photos, a photo or a video, with
  /// optional paired or adjustment data.
  open class func supportsAssetResourceTypes(_ types: [NSNumber]) -> Bool {
    let main: Set<Int> = [PHAssetResourceType.photo.rawValue, PHAssetResourceType.video.rawValue]
    return types.contains { main.contains($0.intValue) }
  }

  /// Adds a resource from a file; kept nowhere.
  open func addResource(with type: PHAssetResourceType, fileURL: URL, options: PHAssetResourceCreationOptions?) {}

  /// Adds a resource from data; kept nowhere.
  open func addResource(with type: PHAssetResourceType, data: Data, options: PHAssetResourceCreationOptions?) {}
}

/// The kinds of an asset's resources, as in Photos.
public enum PHAssetResourceType: Int, Sendable {
  case photo = 1, video, audio, alternatePhoto, fullSizePhoto, fullSizeVideo, adjustmentData, adjustmentBasePhoto,
    pairedVideo, fullSizePairedVideo, adjustmentBasePairedVideo, adjustmentBaseVideo
  case photoProxy = 19
}

/// How a resource is added, as Photos' `PHAssetResourceCreationOptions`: kept.
open class PHAssetResourceCreationOptions: NSObject, @unchecked Sendable {
  open var originalFilename: String?
  open var uniformTypeIdentifier: String?
  open var shouldMoveFile = false

  public override init() { super.init() }
}

/// A request to create or change an album, as Photos' `PHAssetCollectionChangeRequest`;
/// never carried out (see `PHAssetChangeRequest`).
open class PHAssetCollectionChangeRequest: NSObject, @unchecked Sendable {
  open var title: String
  /// The album the request would create; nil for a request that changes an existing one.
  open private(set) var placeholderForCreatedAssetCollection: PHObjectPlaceholder?

  required public init(title: String) {
    self.title = title
    super.init()
  }

  /// A request to change an album; nil, as Photos answers for a collection that cannot be changed.
  public convenience init?(for assetCollection: PHAssetCollection) { return nil }

  /// The same, for an album whose assets the fetch result holds.
  public convenience init?(for assetCollection: PHAssetCollection, assets: PHFetchResult<PHAsset>) { return nil }

  /// A request to create an album with the title.
  open class func creationRequestForAssetCollection(withTitle title: String) -> Self {
    let request = Self(title: title)
    request.placeholderForCreatedAssetCollection = PHObjectPlaceholder()
    return request
  }

  /// Asks to delete the albums.
  open class func deleteAssetCollections(_ assetCollections: Any) {}

  open func addAssets(_ assets: Any) {}
  open func insertAssets(_ assets: Any, at indexes: IndexSet) {}
  open func removeAssets(_ assets: Any) {}
}
