import Foundation
import Testing
import Vellum
import VellumCairo

/// `stroke(style:)` and `stroke(lineWidth:)` give a shape, as in SwiftUI: the area the stroke
/// covers, which `.fill(_:)` paints (a gauge's `trim(from:to:).stroke(style:).fill(tint)`),
/// which draws as the stroke did when shown as it is, and which clips as a ring.
@Suite struct StrokedShapeTests {
  func render<V: View>(_ view: V) throws -> RGBAImage {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: ProposedViewSize(width: 200, height: 200), scale: 1)
    return try renderer.pixels(result.displayList, scale: 1, colorScheme: .light)
  }

  func isRed(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
    pixel.r > 240 && pixel.g < 80 && pixel.b < 80
  }
  func isWhite(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
    pixel.r == 255 && pixel.g == 255 && pixel.b == 255
  }

  func arc(_ cap: CGLineCap) -> some View {
    Circle().trim(from: 0, to: 0.7).stroke(style: StrokeStyle(lineWidth: 8, lineCap: cap)).fill(.red)
      .frame(width: 100, height: 100)
  }

  @Test func aTrimmedStrokeFilledIsAnArcWithItsCaps() throws {
    // A circle of radius 50 about (100, 100), from 3 o'clock clockwise to 252°.
    let image = try render(arc(.round))
    #expect(isRed(image[100, 149]), "6 o'clock is on the arc: \(image[100, 149])")
    #expect(isRed(image[50, 100]), "9 o'clock is on the arc: \(image[50, 100])")
    #expect(isWhite(image[100, 100]), "the centre is not painted: \(image[100, 100])")
    #expect(isWhite(image[125, 57]), "300° is past the trim: \(image[125, 57])")
    // The round cap at the start reaches back above 3 o'clock; a butt end stops there.
    #expect(isRed(image[150, 97]), "\(image[150, 97])")
    #expect(isWhite(try render(arc(.butt))[150, 97]))
  }

  @Test func shownAsItIsAStrokedShapeDrawsAsTheStrokeDid() throws {
    let asShape = Circle().stroke(lineWidth: 6).foregroundStyle(.blue).frame(width: 80, height: 80)
    let asView = Circle().stroke(.blue, lineWidth: 6).frame(width: 80, height: 80)
    #expect(try render(asShape) == render(asView))
    let dashed = StrokeStyle(lineWidth: 5, lineCap: .round, dash: [10, 6])
    #expect(
      try render(Capsule().stroke(style: dashed).fill(.green).frame(width: 120, height: 40))
        == render(Capsule().stroke(.green, style: dashed).frame(width: 120, height: 40)))
  }

  @Test func aStrokedShapeClipsAsARing() throws {
    let image = try render(Color.red.clipShape(Circle().stroke(lineWidth: 10)).frame(width: 100, height: 100))
    #expect(isRed(image[100, 147]) && isRed(image[53, 100]), "\(image[100, 147]) \(image[53, 100])")
    #expect(isWhite(image[100, 100]) && isWhite(image[100, 130]), "\(image[100, 100]) \(image[100, 130])")
  }

  @Test func aStrokedPathCoversTheDashesCapsAndJoins() {
    let line = Path { path in
      path.move(to: .zero)
      path.addLine(to: CGPoint(x: 100, y: 0))
    }
    let dashes = line.strokedPath(StrokeStyle(lineWidth: 10, dash: [20, 10]))
    #expect(dashes.elements.filter { $0 == .closeSubpath }.count == 4, "four dashes: \(dashes)")
    #expect(dashes.boundingRect == CGRect(x: 0, y: -5, width: 100, height: 10))
    let squared = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
    #expect(squared.boundingRect == CGRect(x: -5, y: -5, width: 110, height: 10))
    // A right angle's miter reaches the corner of the two strokes' edges; a bevel does not.
    let corner = Path { path in
      path.move(to: .zero)
      path.addLine(to: CGPoint(x: 50, y: 0))
      path.addLine(to: CGPoint(x: 50, y: 50))
    }
    let mitered = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
    #expect(mitered.boundingRect == CGRect(x: 0, y: -5, width: 55, height: 55))
    let beveled = corner.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
    #expect(beveled.elements.count == mitered.elements.count - 1, "a triangle where the miter has four sides")
    #expect(Path().strokedPath(StrokeStyle(lineWidth: 4)).elements.isEmpty)
  }
}
