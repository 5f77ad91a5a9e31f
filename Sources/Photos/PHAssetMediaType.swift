/// What kind of media an asset is, as in Photos.
public enum PHAssetMediaType: Int, Sendable {
  case unknown = 0, image, video, audio
}

/// The kinds of photo or video an asset is, as in Photos.
public struct PHAssetMediaSubtype: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
  public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
  public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
  public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
  public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
  public static let spatialMedia = PHAssetMediaSubtype(rawValue: 1 << 10)
  public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
  public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
  public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
  public static let videoScreenRecording = PHAssetMediaSubtype(rawValue: 1 << 15)
  public static let videoCinematic = PHAssetMediaSubtype(rawValue: 1 << 21)
}

/// Where an asset came from, as in Photos.
public struct PHAssetSourceType: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let typeUserLibrary = PHAssetSourceType(rawValue: 1 << 0)
  public static let typeCloudShared = PHAssetSourceType(rawValue: 1 << 1)
  public static let typeiTunesSynced = PHAssetSourceType(rawValue: 1 << 2)
}

/// How an asset is meant to be played or shown, as in Photos.
public enum PHAssetPlaybackStyle: Int, Sendable {
  case unsupported = 0, image, imageAnimated, livePhoto, video, videoLooping
}
