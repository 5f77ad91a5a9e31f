import AVFoundation
import Vellum

/// A view that shows a player's video with the system's controls, as AVKit's `VideoPlayer`.
/// A preview has nothing to play, so it is drawn as iOS draws a player with nothing loaded:
/// black, filling the space it is offered (iOS's takes it too), with the overlay above it;
/// no frame and no controls are drawn.
nonisolated public struct VideoPlayer<VideoOverlay: View>: View {
  let player: AVPlayer?
  let overlay: VideoOverlay

  /// A player with a view above the video (below the controls, on iOS), laid out in the
  /// player's bounds.
  public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
    self.player = player
    overlay = videoOverlay()
  }

  public var body: some View {
    Color.black.overlay { overlay }
  }
}

extension VideoPlayer where VideoOverlay == EmptyView {
  public init(player: AVPlayer?) { self.init(player: player) { EmptyView() } }
}
