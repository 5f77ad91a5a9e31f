import Foundation
import Testing
import Vellum
import VellumCairo

/// UIKit colour names, colour spaces, transforms and colour effects: each checks pixels or
/// the display list against what iOS would draw.
@Suite(.serialized)
struct EffectTests {
  func pixels<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> RGBAImage {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: .unspecified, scale: 1, colorScheme: scheme)
    return try renderer.pixels(result.displayList, scale: 1, colorScheme: scheme, parallel: false)
  }

  func centre<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let image = try pixels(view.frame(width: 10, height: 10), scheme: scheme)
    return image[5, 5]
  }

  @Test func uiKitColourNamesFollowTheScheme() throws {
    // Spec §3.3/§3.4: systemGray6 242,242,247 / 28,28,30; secondarySystemBackground the same.
    #expect(try centre(Color(.systemGray6)) == (242, 242, 247, 255))
    #expect(try centre(Color(.systemGray6), scheme: .dark) == (28, 28, 30, 255))
    #expect(try centre(Color(uiColor: .secondarySystemBackground), scheme: .dark) == (28, 28, 30, 255))
    #expect(try centre(Color(.systemGroupedBackground)) == (242, 242, 247, 255))
    // UIKit's .red is pure red; .systemRed is SwiftUI's red.
    #expect(try centre(Color(.red)) == (255, 0, 0, 255))
    #expect(try centre(Color(uiColor: .yellow)) == (255, 255, 0, 255) && (try centre(Color(uiColor: .orange))).g == 128)
    #expect(try centre(Color(.systemRed)) == (255, 59, 48, 255))
    let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    #expect(try centre(Color(dynamic), scheme: .dark) == (255, 255, 255, 255))
    #expect(try centre(Color(dynamic)) == (0, 0, 0, 255))
  }

  @Test func colourSpaces() throws {
    #expect(try centre(Color(.sRGB, red: 1, green: 0.5, blue: 0)) == (255, 128, 0, 255))
    // Linear 0.5 is sRGB 0.735 (188).
    #expect(try centre(Color(.sRGBLinear, white: 0.5)) == (188, 188, 188, 255))
    // P3 pure red lies outside sRGB: clipped to sRGB red.
    #expect(try centre(Color(.displayP3, red: 1, green: 0, blue: 0)) == (255, 0, 0, 255))
    #expect(try centre(Color(white: 0.2)) == (51, 51, 51, 255))
  }

  @Test func affineTransformMatchesCoreGraphics() {
    let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
    // Core Graphics: rotated(by:) rotates first, then translates.
    let p = CGPoint(x: 1, y: 0).applying(t)
    #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 1) < 1e-9, "\(p)")
    let inverse = t.inverted()
    let back = p.applying(inverse)
    #expect(abs(back.x - 1) < 1e-9 && abs(back.y) < 1e-9)
    #expect(
      CGRect(x: 0, y: 0, width: 4, height: 2).applying(CGAffineTransform(scaleX: 2, y: 3))
        == CGRect(x: 0, y: 0, width: 8, height: 6))
    #expect(CGSize(width: 2, height: 1).applying(CGAffineTransform(rotationAngle: .pi)).width.rounded() == -2)
  }

  @Test func scaleAndRotationDrawAboutTheAnchorAndKeepLayout() throws {
    let scaled = Color.red.frame(width: 20, height: 20).scaleEffect(2).frame(width: 60, height: 60)
    let snapshot = LayoutSnapshot(of: scaled, proposal: .unspecified)
    #expect(snapshot.size == CGSize(width: 60, height: 60))
    #expect(snapshot.frames(ofKind: "Color(red)") == [CGRect(x: 20, y: 20, width: 20, height: 20)])
    let image = try pixels(scaled)
    // Scaled about the centre (30, 30): the square now spans 10…50.
    #expect(image[12, 30] == (255, 59, 48, 255), "\(image[12, 30])")
    #expect(image[8, 30] == (255, 255, 255, 255))
    let topLeading = try pixels(
      Color.red.frame(width: 20, height: 20).scaleEffect(2, anchor: .topLeading).frame(width: 60, height: 60))
    // About its top-leading corner (20, 20): it spans 20…60.
    #expect(topLeading[58, 58] == (255, 59, 48, 255))
    #expect(topLeading[18, 30] == (255, 255, 255, 255))
    // A 40×10 bar rotated 90° about its centre becomes 10×40.
    let rotated = try pixels(
      Color.blue.frame(width: 40, height: 10).rotationEffect(.degrees(90)).frame(width: 50, height: 50))
    #expect(rotated[25, 8] == (0, 122, 255, 255), "\(rotated[25, 8])")
    #expect(rotated[8, 25] == (255, 255, 255, 255), "\(rotated[8, 25])")
  }

  /// A view scaled to nothing (a water level at 0 with `scaleEffect(y: 0)`) draws nothing, and
  /// what comes after it is still drawn: Cairo refuses a flat matrix and stopped drawing.
  @Test func aViewScaledToNothingDrawsNothingAndTheRestIsDrawn() throws {
    let view = ZStack {
      Color.red.scaleEffect(x: 1, y: 0, anchor: .bottom)
      Color.blue.frame(width: 4, height: 4)
      Color.green.scaleEffect(.nan).frame(width: 2, height: 2)
    }
    .frame(width: 10, height: 10)
    let image = try pixels(view)
    #expect(image[1, 1] == (255, 255, 255, 255), "the red view is not drawn")
    #expect(image[5, 3] == (0, 122, 255, 255), "the blue view after it is")
  }

  /// ❤️ (a heart with the emoji variation selector) is the red emoji, as iOS draws it; the text
  /// font's black heart stood in for it.
  @Test func aHeartWithTheEmojiSelectorIsRed() throws {
    let image = try pixels(Text("\u{2764}\u{FE0F}").font(.system(size: 40)).frame(width: 60, height: 60))
    var red = 0
    for y in 0..<60 {
      for x in 0..<60 {
        let p = image[x, y]
        if p.r > 200 && p.g < 90 && p.b < 90 { red += 1 }
      }
    }
    #expect(red > 200, "\(red) red pixels")
  }

  /// `overlay(_:ignoresSafeAreaEdges:)` with a style fills the view's frame in front of it
  /// (`Divider().overlay(.yellow)`, a workout app's yellow rules).
  @Test func anOverlayStyleFillsTheFrameInFront() throws {
    #expect(try centre(Color.blue.overlay(.yellow)) == (255, 204, 0, 255))
    #expect(try centre(Color.blue.overlay(Color.red.opacity(0))) == (0, 122, 255, 255))
  }

  @Test func colourEffectsChangePixelsAsTheirMatricesSay() throws {
    let grey = Color(white: 0.5)
    #expect(try centre(grey.brightness(0.2)) == (179, 179, 179, 255))
    #expect(try centre(grey.colorInvert()) == (127, 127, 127, 255))
    #expect(try centre(Color.white.colorMultiply(Color(red: 1, green: 0.5, blue: 0))) == (255, 128, 0, 255))
    // Full grayscale of pure red: Rec. 709 luminance 0.2126 → 54.
    #expect(try centre(Color(red: 1, green: 0, blue: 0).grayscale(1)) == (54, 54, 54, 255))
    #expect(try centre(Color(red: 1, green: 0, blue: 0).saturation(0)) == (54, 54, 54, 255))
    // Contrast 0 is mid grey.
    #expect(try centre(Color(red: 1, green: 0, blue: 0).contrast(0)) == (128, 128, 128, 255))
    // A hue rotation of 120° turns red towards green.
    let rotated = try centre(Color(red: 1, green: 0, blue: 0).hueRotation(.degrees(120)))
    #expect(rotated.g > rotated.r && rotated.g > rotated.b, "\(rotated)")
    // Luminance to alpha: white becomes opaque black; black becomes clear (the canvas shows).
    #expect(try centre(Color.white.luminanceToAlpha()) == (0, 0, 0, 255))
    #expect(try centre(Color.black.luminanceToAlpha()) == (255, 255, 255, 255))
  }

  @Test func effectsAppearInTheDisplayList() throws {
    let renderer = try ImageRenderer()
    let list = renderer.displayList(
      Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(90)).brightness(0.1), size: .unspecified
    ).displayList.description
    #expect(list.contains("color matrix [1 0 0 0 0.1"), "\(list)")
    #expect(list.contains("transform [0 1 -1 0 10 0]"), "\(list)")
  }
}

/// `.border` draws inside the frame and leaves layout alone.
@Suite struct BorderTests {
  @Test func borderIsDrawnInsideTheFrame() throws {
    let renderer = try ImageRenderer()
    let view = Color.white.frame(width: 20, height: 10).border(Color(red: 1, green: 0, blue: 0), width: 2)
    let result = renderer.displayList(view, size: .unspecified, scale: 1)
    #expect(result.displayList.size == CGSize(width: 20, height: 10))
    let image = try renderer.pixels(result.displayList, scale: 1, colorScheme: .light, parallel: false)
    #expect(image[0, 5] == (255, 0, 0, 255))
    #expect(image[1, 5] == (255, 0, 0, 255))
    #expect(image[2, 5] == (255, 255, 255, 255))
    #expect(image[19, 9] == (255, 0, 0, 255))
  }
}
