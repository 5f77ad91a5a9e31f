import Foundation

/// A player of one item, as AVFoundation's `AVPlayer`, on a device with nothing to play:
/// no media is ever read, so its item never becomes ready and its time stays at zero.
/// `play()` sets the rate, as iOS does, and leaves the player waiting for media that never
/// arrives (`.waitingToPlayAtSpecifiedRate`); `pause()` sets it back. Seeks do not finish and
/// time observers are never called.
open class AVPlayer: NSObject, @unchecked Sendable {
  open private(set) var currentItem: AVPlayerItem?
  /// 0 when paused, `defaultRate` once `play()` is called.
  open var rate: Float = 0 {
    didSet { timeControlStatus = rate == 0 ? .paused : .waitingToPlayAtSpecifiedRate }
  }
  /// The rate `play()` starts at (iOS 16).
  open var defaultRate: Float = 1
  open var volume: Float = 1
  open var isMuted = false
  open var actionAtItemEnd = ActionAtItemEnd.pause
  open var automaticallyWaitsToMinimizeStalling = true
  open var allowsExternalPlayback = true
  open var preventsDisplaySleepDuringVideoPlayback = true
  /// Never ready: nothing is loaded.
  open private(set) var status = Status.unknown
  open private(set) var error: (any Error)?
  open private(set) var timeControlStatus = TimeControlStatus.paused
  /// Why a player that was asked to play is waiting: it has no item, or its item is still
  /// loading (as it stays).
  open var reasonForWaitingToPlay: WaitingReason? {
    guard timeControlStatus == .waitingToPlayAtSpecifiedRate else { return nil }
    return currentItem == nil ? .noItemToPlay : .toMinimizeStalls
  }

  public override init() { super.init() }

  public init(playerItem item: AVPlayerItem?) {
    currentItem = item
    super.init()
  }

  public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

  /// Sets the rate to `defaultRate`, as on iOS; nothing plays and the time stays at zero.
  open func play() { rate = defaultRate }
  open func pause() { rate = 0 }

  /// Zero: nothing has played.
  open func currentTime() -> CMTime { currentItem?.currentTime() ?? .zero }

  open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

  /// Accepted; the time stays at zero, since nothing is loaded to seek in.
  open func seek(to time: CMTime) {}
  open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {}
  /// The handler is called at once with `false`: the seek did not finish, nothing being
  /// loaded (Apple calls it later, on the main queue).
  open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) { completionHandler(false) }
  open func seek(
    to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime,
    completionHandler: @escaping (Bool) -> Void
  ) { completionHandler(false) }
  /// `false`: the seek did not finish.
  open func seek(to time: CMTime) async -> Bool { false }
  open func seek(to date: Date, completionHandler: @escaping (Bool) -> Void) { completionHandler(false) }

  /// Kept, never called: the time never moves. Returns a token for `removeTimeObserver`.
  open func addPeriodicTimeObserver(
    forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping (CMTime) -> Void
  ) -> Any { NSObject() }

  /// Kept, never called: no boundary is ever crossed.
  open func addBoundaryTimeObserver(
    forTimes times: [NSValue], queue: DispatchQueue?, using block: @escaping () -> Void
  ) -> Any { NSObject() }

  open func removeTimeObserver(_ observer: Any) {}

  /// Whether the player can play (raw values as Apple's).
  public enum Status: Int, Sendable {
    case unknown = 0
    case readyToPlay = 1
    case failed = 2
  }

  /// Whether the player is paused, waiting or playing (raw values as Apple's).
  public enum TimeControlStatus: Int, Sendable {
    case paused = 0
    case waitingToPlayAtSpecifiedRate = 1
    case playing = 2
  }

  /// What the player does when its item ends (raw values as Apple's).
  public enum ActionAtItemEnd: Int, Sendable {
    case advance = 0
    case pause = 1
    case none = 2
  }

  /// Why a player waits to play, as Apple's string constants.
  public struct WaitingReason: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let toMinimizeStalls = WaitingReason(rawValue: "AVPlayerWaitingToMinimizeStallsReason")
    public static let evaluatingBufferingRate = WaitingReason(
      rawValue: "AVPlayerWaitingWhileEvaluatingBufferingRateReason")
    public static let noItemToPlay = WaitingReason(rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
  }
}
