import CoreLocation
import Foundation

/// A photo or video in the library, as Photos' `PHAsset`. A preview's library is empty: every
/// fetch returns an empty result. An asset an app makes itself (`PHAsset()`) describes
/// nothing: unknown media of 0 × 0 pixels, with no dates and no location, and no image can be
/// requested for it.
open class PHAsset: PHObject, @unchecked Sendable {
  open var mediaType: PHAssetMediaType { .unknown }
  open var mediaSubtypes: PHAssetMediaSubtype { [] }
  open var sourceType: PHAssetSourceType { [] }
  open var playbackStyle: PHAssetPlaybackStyle { .unsupported }
  open var pixelWidth: Int { 0 }
  open var pixelHeight: Int { 0 }
  open var creationDate: Date? { nil }
  open var modificationDate: Date? { nil }
  open var location: CLLocation? { nil }
  /// The video's length in seconds; 0 for a photo.
  open var duration: TimeInterval { 0 }
  open var isFavorite: Bool { false }
  open var isHidden: Bool { false }
  open var hasAdjustments: Bool { false }
  open var burstIdentifier: String? { nil }
  open var representsBurst: Bool { false }

  /// The library's assets the options select: none.
  open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }

  /// The library's assets of a media type: none.
  open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }

  /// The assets with these identifiers: none (no identifier is in the library).
  open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?)
    -> PHFetchResult<PHAsset>
  {
    PHFetchResult()
  }

  /// The assets of a collection: those a transient collection was made with, or none.
  open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?)
    -> PHFetchResult<PHAsset>
  {
    PHFetchResult(assetCollection.transientAssets, limit: options?.fetchLimit ?? 0)
  }

  /// The photos of a burst: none.
  open class func fetchAssets(withBurstIdentifier burstIdentifier: String, options: PHFetchOptions?)
    -> PHFetchResult<PHAsset>
  {
    PHFetchResult()
  }

  /// A collection's key photos: nil, as Photos answers for a collection without any.
  open class func fetchKeyAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?)
    -> PHFetchResult<PHAsset>?
  {
    nil
  }

  /// Whether the asset can be changed so: `false`, since nothing in the library may be changed.
  open func canPerform(_ editOperation: PHAssetEditOperation) -> Bool { false }
}

/// What can be done to an asset, as in Photos.
public enum PHAssetEditOperation: Int, Sendable {
  case delete = 1, content, properties
}
