import Foundation

/// A player of a sound file or data, as AVFoundation's `AVAudioPlayer`. A preview plays no
/// sound: a player is made for any file it can read (it throws, as iOS does, for one it
/// cannot: a missing file, or empty data), but decodes nothing, so its duration is zero,
/// `prepareToPlay()` and `play()` answer `false` and it never plays; the delegate is never
/// called.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
  public let url: URL?
  public let data: Data?
  open weak var delegate: (any AVAudioPlayerDelegate)?
  open var volume: Float = 1
  open var pan: Float = 0
  open var rate: Float = 1
  open var enableRate = false
  open var numberOfLoops = 0
  open var isMeteringEnabled = false
  /// Zero, and setting it keeps it there: there is nothing to move through.
  open var currentTime: TimeInterval {
    get { 0 }
    set {}
  }

  /// Reads the file to check it is there; throws `NSOSStatusErrorDomain` error
  /// 2003334207 (`kAudioFileUnspecifiedError`), as iOS does for a file it cannot open.
  public init(contentsOf url: URL) throws {
    guard FileManager.default.isReadableFile(atPath: url.path) else { throw Self.cannotOpen }
    self.url = url
    data = nil
    super.init()
  }

  public convenience init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
    try self.init(contentsOf: url)
  }

  /// Throws the same error for empty data.
  public init(data: Data) throws {
    guard !data.isEmpty else { throw Self.cannotOpen }
    url = nil
    self.data = data
    super.init()
  }

  public convenience init(data: Data, fileTypeHint utiString: String?) throws { try self.init(data: data) }

  /// Zero: nothing is decoded.
  open var duration: TimeInterval { 0 }
  open var isPlaying: Bool { false }
  open var numberOfChannels: Int { 0 }
  open var deviceCurrentTime: TimeInterval { 0 }

  /// `false`: nothing can be prepared.
  open func prepareToPlay() -> Bool { false }
  /// `false`: the sound does not play.
  @discardableResult open func play() -> Bool { false }
  @discardableResult open func play(atTime time: TimeInterval) -> Bool { false }
  open func pause() {}
  open func stop() {}
  open func updateMeters() {}
  open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
  open func peakPower(forChannel channelNumber: Int) -> Float { -160 }

  static var cannotOpen: NSError { NSError(domain: NSOSStatusErrorDomain, code: 2_003_334_207) }
}

/// What a sound player tells its delegate; never called in a preview, so every method has a
/// default (Apple's are optional).
public protocol AVAudioPlayerDelegate: AnyObject {
  func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
  func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
  public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
  public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
