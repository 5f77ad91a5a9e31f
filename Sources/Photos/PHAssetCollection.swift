import CoreLocation
import Foundation

/// An album, smart album or moment, as Photos' `PHAssetCollection`. The library has none, so
/// every fetch is empty; a transient collection an app makes from assets it holds keeps them
/// and its title, and fetching its assets gives them back.
open class PHAssetCollection: PHCollection, @unchecked Sendable {
  let transientAssets: [PHAsset]
  private let title: String?
  private let type: PHAssetCollectionType
  private let subtype: PHAssetCollectionSubtype

  public override init() {
    transientAssets = []
    title = nil
    type = .album
    subtype = .albumRegular
    super.init()
  }

  private init(assets: [PHAsset], title: String?) {
    transientAssets = assets
    self.title = title
    type = .album
    subtype = .albumRegular
    super.init()
  }

  open override var localizedTitle: String? { title }
  open override var canContainAssets: Bool { true }
  open var assetCollectionType: PHAssetCollectionType { type }
  open var assetCollectionSubtype: PHAssetCollectionSubtype { subtype }
  /// The number of assets, as Photos estimates it: a transient collection's count, otherwise
  /// `NSNotFound` (Photos' answer when it has no estimate).
  open var estimatedAssetCount: Int { transientAssets.isEmpty ? NSNotFound : transientAssets.count }
  open var startDate: Date? { nil }
  open var endDate: Date? { nil }
  open var approximateLocation: CLLocation? { nil }
  open var localizedLocationNames: [String] { [] }

  /// The library's collections of a type and subtype: none.
  open class func fetchAssetCollections(
    with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, options: PHFetchOptions?
  ) -> PHFetchResult<PHAssetCollection> {
    PHFetchResult()
  }

  /// The collections with these identifiers: none.
  open class func fetchAssetCollections(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?)
    -> PHFetchResult<PHAssetCollection>
  {
    PHFetchResult()
  }

  /// The collections of a type that hold the asset: none.
  open class func fetchAssetCollectionsContaining(
    _ asset: PHAsset, with type: PHAssetCollectionType, options: PHFetchOptions?
  ) -> PHFetchResult<PHAssetCollection> {
    PHFetchResult()
  }

  /// A collection of the assets, in memory only, as Photos makes one to show a selection.
  open class func transientAssetCollection(with assets: [PHAsset], title: String?) -> PHAssetCollection {
    PHAssetCollection(assets: assets, title: title)
  }
}

/// The kinds of asset collection, as in Photos.
public enum PHAssetCollectionType: Int, Sendable {
  case album = 1, smartAlbum, moment
}

/// The kinds of album and smart album, with Photos' values.
public enum PHAssetCollectionSubtype: Int, Sendable {
  case albumRegular = 2
  case albumSyncedEvent = 3
  case albumSyncedFaces = 4
  case albumSyncedAlbum = 5
  case albumImported = 6
  case albumMyPhotoStream = 100
  case albumCloudShared = 101
  case smartAlbumGeneric = 200
  case smartAlbumPanoramas = 201
  case smartAlbumVideos = 202
  case smartAlbumFavorites = 203
  case smartAlbumTimelapses = 204
  case smartAlbumAllHidden = 205
  case smartAlbumRecentlyAdded = 206
  case smartAlbumBursts = 207
  case smartAlbumSlomoVideos = 208
  case smartAlbumUserLibrary = 209
  case smartAlbumSelfPortraits = 210
  case smartAlbumScreenshots = 211
  case smartAlbumDepthEffect = 212
  case smartAlbumLivePhotos = 213
  case smartAlbumAnimated = 214
  case smartAlbumLongExposures = 215
  case smartAlbumUnableToUpload = 216
  case smartAlbumRAW = 217
  case smartAlbumCinematic = 218
  case any = 9_223_372_036_854_775_807
}
