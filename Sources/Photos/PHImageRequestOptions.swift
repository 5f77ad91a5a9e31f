import Foundation

/// How an image is requested, as Photos' `PHImageRequestOptions`: kept. Requests fail at
/// once whatever they say (there is no asset to read), so no progress is ever reported.
open class PHImageRequestOptions: NSObject, @unchecked Sendable {
  open var version = PHImageRequestOptionsVersion.current
  open var deliveryMode = PHImageRequestOptionsDeliveryMode.opportunistic
  open var resizeMode = PHImageRequestOptionsResizeMode.fast
  open var normalizedCropRect = CGRect.zero
  open var isNetworkAccessAllowed = false
  open var isSynchronous = false
  open var allowSecondaryDegradedImage = false
  /// Never called.
  open var progressHandler: PHAssetImageProgressHandler?

  public override init() { super.init() }
}

/// What an image request's progress handler is given, as in Photos.
public typealias PHAssetImageProgressHandler = (
  Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?
)
  -> Void

/// Which version of an edited asset to read, as in Photos.
public enum PHImageRequestOptionsVersion: Int, Sendable {
  case current = 0, unadjusted, original
}

/// How many images a request delivers and of what quality, as in Photos.
public enum PHImageRequestOptionsDeliveryMode: Int, Sendable {
  case opportunistic = 0, highQualityFormat, fastFormat
}

/// How closely the image matches the target size, as in Photos.
public enum PHImageRequestOptionsResizeMode: Int, Sendable {
  case none = 0, fast, exact
}

/// How a video is requested, as Photos' `PHVideoRequestOptions`: kept.
open class PHVideoRequestOptions: NSObject, @unchecked Sendable {
  open var version = PHVideoRequestOptionsVersion.current
  open var deliveryMode = PHVideoRequestOptionsDeliveryMode.automatic
  open var isNetworkAccessAllowed = false
  /// Never called.
  open var progressHandler: PHAssetVideoProgressHandler?

  public override init() { super.init() }
}

/// What a video request's progress handler is given, as in Photos.
public typealias PHAssetVideoProgressHandler = (
  Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?
)
  -> Void

/// Which version of an edited video to read, as in Photos.
public enum PHVideoRequestOptionsVersion: Int, Sendable {
  case current = 0, original
}

/// The quality of a requested video, as in Photos.
public enum PHVideoRequestOptionsDeliveryMode: Int, Sendable {
  case automatic = 0, highQualityFormat, mediumQualityFormat, fastFormat
}
