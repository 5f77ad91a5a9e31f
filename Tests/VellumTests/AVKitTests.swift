import AVKit
import Foundation
import Testing
import Vellum
import VellumCairo

/// AVKit's `VideoPlayer`, as a clip screen shows one: drawn as a player with nothing loaded,
/// black over the whole space offered, with its overlay above.
@Suite struct AVKitTests {
  struct ClipScreen: View {
    let player = AVPlayer(url: URL(string: "https://example.com/trailer.m3u8")!)
    var body: some View {
      VStack(spacing: 0) {
        Color.blue.frame(height: 20)
        VideoPlayer(player: player) {
          Color.red.frame(width: 10, height: 10)
        }
      }
      .frame(width: 80, height: 100)
    }
  }

  struct PlayerRepresentable: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> AVPlayerViewController {
      let controller = AVPlayerViewController()
      controller.player = AVPlayer(url: URL(fileURLWithPath: "/tmp/intro.mp4"))
      controller.showsPlaybackControls = false
      controller.videoGravity = .resizeAspectFill
      return controller
    }
    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
  }

  func render(_ view: some View) throws -> (diagnostics: [String], image: RGBAImage) {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: .unspecified, scale: 1)
    return (result.diagnostics.map { "\($0)" }, try renderer.pixels(result.displayList, scale: 1, colorScheme: .light))
  }

  @Test func aVideoPlayerIsBlackOverTheSpaceOfferedWithItsOverlay() throws {
    let (_, image) = try render(ClipScreen())
    #expect(image.width == 80 && image.height == 100)
    #expect(image[40, 10] == (0, 122, 255, 255), "the bar above")
    for (x, y) in [(1, 21), (78, 21), (1, 98), (78, 98), (30, 60)] {
      #expect(image[x, y] == (0, 0, 0, 255), "black at \(x), \(y): \(image[x, y])")
    }
    #expect(image[40, 60] == (255, 59, 48, 255), "the overlay in the middle of the player: \(image[40, 60])")
  }

  @Test func aWrappedPlayerControllerIsBlackWithoutADiagnostic() throws {
    let (diagnostics, image) = try render(PlayerRepresentable().frame(width: 40, height: 30))
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(image[20, 15] == (0, 0, 0, 255))
  }
}
