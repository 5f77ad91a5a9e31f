import Foundation

/// What a player plays, as AVFoundation's `AVPlayerItem`. A preview reads no media, so an
/// item never becomes ready: its status stays `.unknown`, its duration `.indefinite` (as
/// iOS reports it until the item is loaded) and its time zero; the end notification is
/// never posted.
open class AVPlayerItem: NSObject, @unchecked Sendable {
  public let asset: AVAsset
  open private(set) var status = Status.unknown
  open private(set) var error: (any Error)?
  open var preferredForwardBufferDuration: TimeInterval = 0
  open var preferredPeakBitRate: Double = 0
  open var canUseNetworkResourcesForLiveStreamingWhilePaused = false
  open var automaticallyLoadedAssetKeys: [String]

  public init(asset: AVAsset, automaticallyLoadedAssetKeys: [String]? = nil) {
    self.asset = asset
    self.automaticallyLoadedAssetKeys = automaticallyLoadedAssetKeys ?? []
    super.init()
  }

  public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

  /// `.indefinite`: the item is never loaded.
  open var duration: CMTime { .indefinite }
  open var isPlaybackLikelyToKeepUp: Bool { false }
  open var isPlaybackBufferEmpty: Bool { true }
  open var isPlaybackBufferFull: Bool { false }
  open var presentationSize: CGSize { .zero }

  /// Zero: nothing has played.
  open func currentTime() -> CMTime { .zero }
  open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }

  /// Whether the item can be played (raw values as Apple's).
  public enum Status: Int, Sendable {
    case unknown = 0
    case readyToPlay = 1
    case failed = 2
  }

  /// Posted when an item plays to its end; never, in a preview.
  public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
  public static let failedToPlayToEndTimeNotification = Notification.Name(
    "AVPlayerItemFailedToPlayToEndTimeNotification")
  public static let playbackStalledNotification = Notification.Name("AVPlayerItemPlaybackStalledNotification")
}

extension NSNotification.Name {
  /// The older spelling of `AVPlayerItem.didPlayToEndTimeNotification`; never posted.
  public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
  public static let AVPlayerItemFailedToPlayToEndTime = AVPlayerItem.failedToPlayToEndTimeNotification
  public static let AVPlayerItemPlaybackStalled = AVPlayerItem.playbackStalledNotification
}
