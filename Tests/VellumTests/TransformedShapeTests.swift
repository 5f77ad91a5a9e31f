import Foundation
import Testing
import Vellum
import VellumCairo

/// `Shape.offset`, `.scale`, `.rotation` and `.transform`: shapes whose outline moves within
/// its frame and stays a shape (a progress ring's `Circle().rotation(.degrees(-90)).trim(…)`),
/// checked in paths and pixels.
@Suite(.serialized)
struct TransformedShapeTests {
  func pixels<V: View>(_ view: V) throws -> RGBAImage {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: .unspecified, scale: 1, colorScheme: .light)
    return try renderer.pixels(result.displayList, scale: 1, colorScheme: .light, parallel: false)
  }

  static let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
  static let red: (UInt8, UInt8, UInt8, UInt8) = (255, 59, 48, 255)

  @Test func aRotatedCircleStartsItsTrimAtTwelveOClock() throws {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
    let plain = Circle().trim(from: 0, to: 0.25).path(in: rect).boundingRect
    let rotated = Circle().rotation(.degrees(-90)).trim(from: 0, to: 0.25).path(in: rect).boundingRect
    // A circle starts at 3 o'clock and runs clockwise: its first quarter is the bottom right,
    // turned back a quarter it is the top right.
    #expect(abs(plain.minX - 20) < 0.5 && abs(plain.minY - 20) < 0.5, "\(plain)")
    #expect(abs(rotated.minX - 20) < 0.5 && abs(rotated.maxY - 20) < 0.5 && abs(rotated.minY) < 0.5, "\(rotated)")
    #expect(abs(rotated.maxX - 40) < 0.5)

    let ring = try pixels(
      Circle().rotation(.degrees(-90)).trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 4)
        .frame(width: 40, height: 40))
    // The stroke's centre line passes 1.7 points below the top at x 28.
    #expect(ring[28, 2].r == 255 && ring[28, 2].g < 100, "the top right arc: \(ring[28, 2])")
    #expect(ring[28, 37] == Self.white, "not the bottom right: \(ring[28, 37])")
  }

  @Test func offsetScaleAndTransformMoveTheOutlineWithinTheSameFrame() throws {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    #expect(Rectangle().offset(x: 5, y: -2).path(in: rect).boundingRect == CGRect(x: 5, y: -2, width: 40, height: 20))
    #expect(Rectangle().offset(CGPoint(x: 1, y: 2)).path(in: rect).boundingRect.origin == CGPoint(x: 1, y: 2))
    #expect(Rectangle().scale(0.5).path(in: rect).boundingRect == CGRect(x: 10, y: 5, width: 20, height: 10))
    #expect(
      Rectangle().scale(x: 0.5, y: 1, anchor: .leading).path(in: rect).boundingRect
        == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(
      Rectangle().transform(CGAffineTransform(translationX: 3, y: 4)).path(in: rect).boundingRect.origin
        == CGPoint(x: 3, y: 4))
    let square = Rectangle().rotation(.degrees(90), anchor: .topLeading)
      .path(in: CGRect(x: 0, y: 0, width: 10, height: 20)).boundingRect
    #expect(
      abs(square.minX + 20) < 1e-9 && abs(square.width - 20) < 1e-9 && abs(square.height - 10) < 1e-9, "\(square)")

    // Layout is the shape's: the frame stays where it was, the drawing moves.
    let halved = Rectangle().scale(0.5).fill(Color.red).frame(width: 40, height: 40)
    #expect(LayoutSnapshot(of: halved, proposal: .unspecified).size == CGSize(width: 40, height: 40))
    let image = try pixels(halved)
    #expect(image[20, 20] == Self.red && image[5, 5] == Self.white, "\(image[5, 5])")
    let moved = try pixels(Rectangle().offset(x: 20).fill(Color.red).frame(width: 20, height: 10).frame(width: 40))
    // The 20-point frame is centred (x 10 to 30); its rectangle is drawn 20 points further on.
    #expect(moved[15, 5] == Self.white && moved[35, 5] == Self.red, "\(moved[15, 5]) \(moved[35, 5])")
  }

  @Test func aTransformedShapeIsStillAViewInTheForegroundStyle() throws {
    let image = try pixels(Rectangle().scale(0.5).frame(width: 20, height: 20).foregroundStyle(Color.red))
    #expect(image[10, 10] == Self.red && image[1, 1] == Self.white)
  }
}
