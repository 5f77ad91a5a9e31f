import AVFoundation
import Foundation
import Vellum

/// Loads assets' images and videos, as Photos' `PHImageManager`. A preview's library holds
/// no asset, so every request fails: its handler is called once, at once, on the calling
/// thread (iOS calls it later on the main queue unless the options ask for a synchronous
/// request), with nil and an info dictionary whose `PHImageErrorKey` is `PHPhotosError`
/// `.identifierNotFound`. A view that loads a thumbnail shows what it shows without one.
open class PHImageManager: NSObject, @unchecked Sendable {
  nonisolated(unsafe) private static let shared = PHImageManager()
  private let lock = NSLock()
  private var lastRequestID: PHImageRequestID = 0

  public override init() { super.init() }

  /// The manager apps share.
  open class func `default`() -> PHImageManager { shared }

  /// Calls the handler at once with no image (see the type).
  @discardableResult
  open func requestImage(
    for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
    resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
  ) -> PHImageRequestID {
    let id = nextRequestID()
    resultHandler(nil, failure(id))
    return id
  }

  /// Calls the handler at once with no data (see the type).
  @discardableResult
  open func requestImageDataAndOrientation(
    for asset: PHAsset, options: PHImageRequestOptions?,
    resultHandler: @escaping (Data?, String?, CGImagePropertyOrientation, [AnyHashable: Any]?) -> Void
  ) -> PHImageRequestID {
    let id = nextRequestID()
    resultHandler(nil, nil, .up, failure(id))
    return id
  }

  /// Calls the handler at once with no player item (see the type).
  @discardableResult
  open func requestPlayerItem(
    forVideo asset: PHAsset, options: PHVideoRequestOptions?,
    resultHandler: @escaping (AVPlayerItem?, [AnyHashable: Any]?) -> Void
  ) -> PHImageRequestID {
    let id = nextRequestID()
    resultHandler(nil, failure(id))
    return id
  }

  /// Calls the handler at once with no asset (see the type). Apple's also hands an audio
  /// mix, which Vellum's AVFoundation lacks; the handler takes the two other values.
  @discardableResult
  open func requestAVAsset(
    forVideo asset: PHAsset, options: PHVideoRequestOptions?,
    resultHandler: @escaping (AVAsset?, Any?, [AnyHashable: Any]?) -> Void
  ) -> PHImageRequestID {
    let id = nextRequestID()
    resultHandler(nil, nil, failure(id))
    return id
  }

  /// Accepted: every request has already ended.
  open func cancelImageRequest(_ requestID: PHImageRequestID) {}

  private func nextRequestID() -> PHImageRequestID {
    lock.withLock {
      lastRequestID += 1
      return lastRequestID
    }
  }

  private func failure(_ id: PHImageRequestID) -> [AnyHashable: Any] {
    [
      PHImageErrorKey: PHPhotosError(.identifierNotFound), PHImageResultRequestIDKey: id,
      PHImageResultIsDegradedKey: false, PHImageResultIsInCloudKey: false,
    ]
  }
}

/// Keeps images of assets ready, as Photos' `PHCachingImageManager`; there is nothing to
/// cache, so caching does nothing and requests fail as the manager's do.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
  open var allowsCachingHighQualityImages = true

  public override init() { super.init() }

  open func startCachingImages(
    for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
  ) {}

  open func stopCachingImages(
    for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
  ) {}

  open func stopCachingImagesForAllAssets() {}
}

/// A request's number, as in Photos.
public typealias PHImageRequestID = Int32

/// The number no request has.
public let PHInvalidImageRequestID: PHImageRequestID = 0

/// The largest image an asset has, as a target size.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// The keys of a request's info dictionary, as in Photos.
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
public let PHImageCancelledKey = "PHImageCancelledKey"
public let PHImageErrorKey = "PHImageErrorKey"
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"

/// How an image fits its target size, as in Photos.
public enum PHImageContentMode: Int, Sendable {
  case aspectFit = 0, aspectFill = 1
  /// `.aspectFit`.
  public static let `default` = PHImageContentMode.aspectFit
}

/// Which way up an image's pixels are, as ImageIO's `CGImagePropertyOrientation` (which the
/// image manager hands with image data).
public enum CGImagePropertyOrientation: UInt32, Sendable {
  case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}
