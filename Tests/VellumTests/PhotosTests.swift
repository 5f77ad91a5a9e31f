import Foundation
import Photos
import Synchronization
import Testing
import Vellum
import VellumCairo

/// Photos on a device whose photo library the app was never given: access is denied, fetches
/// find nothing, image requests fail and changes are refused.
@Suite struct PhotosTests {
  @Test func accessIsDeniedAndChangesAreRefused() async throws {
    #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
    #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .notDetermined)
    let answer = Mutex<PHAuthorizationStatus?>(nil)
    PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in answer.withLock { $0 = status } }
    #expect(answer.withLock { $0 } == .denied)
    #expect(await PHPhotoLibrary.requestAuthorization(for: .addOnly) == .denied)

    // Saving a photo, as a camera screen does: the block is not run and the handler hears why.
    let outcome = Mutex<(Bool, PHPhotosError?)?>(nil)
    let ran = Mutex(false)
    PHPhotoLibrary.shared().performChanges({
      ran.withLock { $0 = true }
      PHAssetChangeRequest.creationRequestForAsset(from: UIImage())
    }) { success, error in outcome.withLock { $0 = (success, error as? PHPhotosError) } }
    let (success, error) = try #require(outcome.withLock { $0 })
    #expect(!success && error?.code == .accessUserDenied && !ran.withLock { $0 })
    #expect((PHPhotosError(.accessUserDenied) as NSError).domain == PHPhotosErrorDomain)
    #expect((PHPhotosError(.accessUserDenied) as NSError).code == 3311)
    await #expect(throws: PHPhotosError(.accessUserDenied)) {
      try await PHPhotoLibrary.shared().performChanges { PHAssetChangeRequest.deleteAssets([PHAsset]()) }
    }
    #expect(throws: PHPhotosError(.accessUserDenied)) {
      try PHPhotoLibrary.shared().performChangesAndWait {}
    }
    // A request made anyway keeps what is set on it and names the asset it would make.
    let request = PHAssetChangeRequest.creationRequestForAsset(from: UIImage())
    request.isFavorite = true
    #expect(request.isFavorite && request.placeholderForCreatedAsset?.localIdentifier.hasSuffix("/L0/001") == true)
    #expect(PHAssetCollectionChangeRequest.creationRequestForAssetCollection(withTitle: "Trips").title == "Trips")
    #expect(PHAssetCollectionChangeRequest(for: PHAssetCollection()) == nil)
  }

  @Test func fetchesFindNothing() throws {
    let options = PHFetchOptions()
    options.sortDescriptors = [NSSortDescriptor(keyPath: \PHAsset.pixelWidth, ascending: false)]
    options.fetchLimit = 1
    let photos = PHAsset.fetchAssets(with: .image, options: options)
    #expect(photos.count == 0 && photos.firstObject == nil && photos.lastObject == nil)
    #expect(PHAsset.fetchAssets(with: nil).count == 0)
    #expect(PHAsset.fetchAssets(withLocalIdentifiers: ["A/L0/001"], options: nil).count == 0)
    #expect(
      PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .smartAlbumFavorites, options: nil)
        .count == 0)
    #expect(PHCollection.fetchTopLevelUserCollections(with: nil).count == 0)
    #expect(PHFetchResult<PHAsset>().count == 0)

    // A transient collection keeps the assets it is made with, and the fetch's limit applies.
    let assets = [PHAsset(), PHAsset(), PHAsset()]
    #expect(Set(assets.map(\.localIdentifier)).count == 3)
    #expect(assets[0] == assets[0] && assets[0] != assets[1])
    #expect(assets[0].mediaType == .unknown && assets[0].pixelWidth == 0 && assets[0].creationDate == nil)
    let album = PHAssetCollection.transientAssetCollection(with: assets, title: "Picked")
    #expect(album.localizedTitle == "Picked" && album.estimatedAssetCount == 3)
    let all = PHAsset.fetchAssets(in: album, options: nil)
    #expect(all.count == 3 && all[1] === assets[1] && all.index(of: assets[2]) == 2)
    #expect(all.objects(at: IndexSet([0, 2])).map(\.localIdentifier) == [assets[0], assets[2]].map(\.localIdentifier))
    #expect(all.index(of: PHAsset()) == NSNotFound && !all.contains(PHAsset()))
    #expect(PHAsset.fetchAssets(in: album, options: options).count == 1)
    var seen: [Int] = []
    all.enumerateObjects { _, index, stop in
      seen.append(index)
      if index == 1 { stop.pointee = true }
    }
    #expect(seen == [0, 1])
    seen = []
    all.enumerateObjects(options: .reverse) { _, index, _ in seen.append(index) }
    #expect(seen == [2, 1, 0])
    #expect(all.countOfAssets(with: .image) == 0)
  }

  @Test func imageRequestsFailAtOnce() throws {
    let calls = Mutex<[(UIImage?, PHPhotosError?, PHImageRequestID?)]>([])
    let options = PHImageRequestOptions()
    options.deliveryMode = .highQualityFormat
    options.isNetworkAccessAllowed = true
    for manager in [PHImageManager.default(), PHCachingImageManager()] {
      manager.requestImage(
        for: PHAsset(), targetSize: PHImageManagerMaximumSize, contentMode: .aspectFill, options: options
      ) { image, info in
        calls.withLock {
          $0.append((image, info?[PHImageErrorKey] as? PHPhotosError, info?[PHImageResultRequestIDKey] as? Int32))
        }
      }
    }
    let received = calls.withLock { $0 }
    #expect(received.count == 2, "each handler once")
    #expect(received.allSatisfy { $0.0 == nil && $0.1?.code == .identifierNotFound })
    #expect(received.allSatisfy { ($0.2 ?? 0) > PHInvalidImageRequestID })
    let first = PHImageManager.default().requestImage(
      for: PHAsset(), targetSize: .zero, contentMode: .default, options: nil
    ) { _, _ in }
    let second = PHImageManager.default().requestImage(
      for: PHAsset(), targetSize: .zero, contentMode: .default, options: nil
    ) { _, _ in }
    #expect(second > first)
    let video = Mutex<Bool?>(nil)
    PHImageManager.default().requestPlayerItem(forVideo: PHAsset(), options: nil) { item, info in
      video.withLock { $0 = item == nil && info?[PHImageErrorKey] != nil }
    }
    #expect(video.withLock { $0 } == true)
  }

  final class GalleryModel: PHPhotoLibraryChangeObserver {
    var changes = 0
    func photoLibraryDidChange(_ changeInstance: PHChange) { changes += 1 }
  }

  @Test func observersAreKeptWeaklyAndNeverCalled() {
    var model: GalleryModel? = GalleryModel()
    PHPhotoLibrary.shared().register(model!)
    #expect(PHPhotoLibrary.shared()._registeredChangeObservers.contains { $0 === model })
    PHPhotoLibrary.shared().unregisterChangeObserver(model!)
    #expect(!PHPhotoLibrary.shared()._registeredChangeObservers.contains { $0 === model })
    PHPhotoLibrary.shared().register(model!)
    weak var held = model
    model = nil
    #expect(held == nil, "the library does not keep its observers alive")
  }

  /// A gallery screen as apps write it: it counts what a fetch found and loads thumbnails.
  struct Gallery: View {
    let assets = PHAsset.fetchAssets(with: .image, options: nil)
    var body: some View {
      VStack {
        if assets.count == 0 {
          Text("No photos yet")
        } else {
          Text("\(assets.count) photos")
        }
      }
    }
  }

  @Test func aGalleryShowsItsEmptyState() throws {
    let list = try ImageRenderer().displayList(Gallery(), size: ProposedViewSize(width: 300, height: 200))
    #expect(list.displayList.description.contains("\"No photos yet\""))
  }
}
