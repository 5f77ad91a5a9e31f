import Foundation
import SwiftUI
import Testing
import VellumCairo

/// SwiftUI's `ImageRenderer`, as a share button's action uses it: the view drawn at its
/// ideal size (or the size proposed) and the scale asked for.
@Suite struct ImageRendererTests {
  /// A badge an app would share: a red bar beside a blue square.
  struct Badge: View {
    var body: some View {
      HStack(spacing: 0) {
        Color.red.frame(width: 30, height: 20)
        Color.blue.frame(width: 20, height: 20)
      }
    }
  }

  static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
    let start = (y * image.width + x) * 4
    return Array(image.rgba[start..<start + 4])
  }

  @Test @MainActor func drawsTheViewAtItsIdealSizeAndScale() throws {
    let renderer = SwiftUI.ImageRenderer(content: Badge())
    renderer.scale = 3
    let image = try #require(renderer.uiImage)
    #expect(image.size == CGSize(width: 50, height: 20))
    #expect(image.scale == 3)
    let png = try #require(image.pngData())
    let pixels = try PNG.decode(png).image
    #expect(pixels.width == 150 && pixels.height == 60)
    #expect(Self.pixel(pixels, 45, 30) == [255, 59, 48, 255], "the red bar, in iOS's system red")
    #expect(Self.pixel(pixels, 120, 30)[2] > 200 && Self.pixel(pixels, 120, 30)[0] < 60, "the blue square")
  }

  @Test @MainActor func aProposedSizeIsOfferedAndBadScalesGiveNoImage() throws {
    #expect(SwiftUI.ImageRenderer(content: EmptyView()).uiImage == nil, "nothing to draw")
    let renderer = SwiftUI.ImageRenderer(content: Color.green)
    renderer.proposedSize = ProposedViewSize(width: 12, height: 8)
    #expect(try #require(renderer.uiImage).size == CGSize(width: 12, height: 8))
    renderer.scale = .nan
    #expect(renderer.uiImage == nil)
  }

  /// A card with rounded corners: iOS leaves the corners transparent, and white with
  /// `isOpaque`.
  @Test @MainActor func whatTheViewDoesNotCoverIsTransparentUnlessOpaque() throws {
    let card = RoundedRectangle(cornerRadius: 10).fill(Color.blue).frame(width: 40, height: 40)
    let renderer = SwiftUI.ImageRenderer(content: card)
    let clear = try PNG.decode(try #require(renderer.uiImage?.pngData())).image
    #expect(Self.pixel(clear, 0, 0)[3] == 0, "the corner outside the card")
    #expect(Self.pixel(clear, 20, 20)[3] == 255, "the card itself")
    renderer.isOpaque = true
    let opaque = try PNG.decode(try #require(renderer.uiImage?.pngData())).image
    #expect(Self.pixel(opaque, 0, 0) == [255, 255, 255, 255])
    #expect(Self.pixel(opaque, 20, 20) == Self.pixel(clear, 20, 20))
  }
}
