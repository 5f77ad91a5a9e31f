import AVFoundation
import Vellum

/// AVKit's player view controller, as a `UIViewControllerRepresentable` wraps it. Its settings
/// are kept; a preview plays nothing, so a representable of it is drawn black, as iOS draws
/// it with nothing loaded, without the placeholder diagnostic.
open class AVPlayerViewController: UIViewController {
  open var player: AVPlayer?
  open var showsPlaybackControls = true
  open var videoGravity = AVLayerVideoGravity.resizeAspect
  open var allowsPictureInPicturePlayback = true
  open var canStartPictureInPictureAutomaticallyFromInline = false
  open var entersFullScreenWhenPlaybackBegins = false
  open var exitsFullScreenWhenPlaybackEnds = false
  open var updatesNowPlayingInfoCenter = true
  open var requiresLinearPlayback = false
  open var showsTimecodes = false
  open weak var delegate: (any AVPlayerViewControllerDelegate)?
  /// Where the overlay views go; kept, not drawn.
  open var contentOverlayView: UIView? = UIView()

  public override init() { super.init() }

  /// The frame of the video in the view: none, as nothing is loaded.
  open var videoBounds: CGRect { .zero }
  open var isReadyForDisplay: Bool { false }

  open override class var _previewFill: Color? { .black }
}

/// What a player view controller tells its delegate; never called in a preview.
public protocol AVPlayerViewControllerDelegate: AnyObject {}
