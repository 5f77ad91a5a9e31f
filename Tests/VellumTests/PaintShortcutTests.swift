import Foundation
import Testing
import VellumCairo

@testable import Vellum

/// The painter's shortcuts draw the same pixels as the long way: an opacity group of fills
/// and strokes clipped to their ink, a surface reused without clearing, and no background
/// beneath an opaque fill of the whole canvas.
struct PaintShortcutTests {
  /// A star with sharp miter joins (ink well outside the path's points), a thick dashed
  /// ellipse and a gradient fill, through a rotation and at fractional positions.
  func items() -> [DisplayList.Item] {
    var star = Path()
    for i in 0..<10 {
      let angle = Double(i) * .pi / 5
      let radius: Double = i.isMultiple(of: 2) ? 30 : 8
      let point = CGPoint(x: 60.3 + radius * sin(angle), y: 50.7 - radius * cos(angle))
      if i == 0 { star.move(to: point) } else { star.addLine(to: point) }
    }
    star.closeSubpath()
    let ellipse = Path(ellipseIn: CGRect(x: 20.25, y: 70.5, width: 50, height: 30))
    let black = Paint.color(RGBA(0, 0, 0))
    let stops = [Paint.GradientStop(color: RGBA(1, 0, 0), location: 0), .init(color: RGBA(0, 0, 1), location: 1)]
    return [
      .pushOpacity(0.35),
      .stroke(
        star, black, StrokeStyle(lineWidth: 3, miterLimit: 10), bounds: CGRect(x: 30, y: 20, width: 60, height: 60)),
      .popOpacity,
      .pushTransform(CGAffineTransform(rotationAngle: 0.3)),
      .pushOpacity(0.6),
      .stroke(ellipse, .color(RGBA(0, 0.5, 0)), StrokeStyle(lineWidth: 5, dash: [7, 3]), bounds: ellipse.boundingRect),
      .fill(
        Path(CGRect(x: 80.5, y: 10.5, width: 30, height: 25)),
        .linearGradient(stops: stops, start: .leading, end: .trailing),
        bounds: CGRect(x: 80, y: 10, width: 30, height: 25)),
      .popOpacity,
      .popTransform,
    ]
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func anOpacityGroupClippedToItsInkDrawsWhatTheWholeSurfaceGroupDraws(scale: Double) throws {
    let renderer = try ImageRenderer()
    let size = CGSize(width: 130, height: 120)
    let clipped = DisplayList(size: size, items: items())
    // A stray pop inside each group draws nothing but is not a fill or stroke: the painter
    // then opens the group over the whole surface.
    let whole = DisplayList(
      size: size,
      items: items().flatMap { item -> [DisplayList.Item] in
        if case .pushOpacity = item { return [item, .popShadow] }
        return [item]
      })
    let a = try renderer.pixels(clipped, scale: scale, colorScheme: .light)
    let b = try renderer.pixels(whole, scale: scale, colorScheme: .light)
    let differing = a.rgba.indices.filter { a.rgba[$0] != b.rgba[$0] }
    #expect(differing.count == 0)
    #expect(a.rgba != (try renderer.pixels(DisplayList(size: size), scale: scale, colorScheme: .light)).rgba)
  }

  @Test func aReusedSurfaceLeavesNothingOfTheLastImage() throws {
    let renderer = try ImageRenderer()
    let size = CGSize(width: 130, height: 120)
    let empty = DisplayList(size: size)
    let fresh = try ImageRenderer().pixels(empty, scale: 2, colorScheme: .dark)
    _ = try renderer.pixels(DisplayList(size: size, items: items()), scale: 2, colorScheme: .light)
    #expect(try renderer.pixels(empty, scale: 2, colorScheme: .dark) == fresh)
  }

  @Test func anOpaqueFillOfTheWholeCanvasFirstDrawsWhatItDrawsOverTheBackground() throws {
    let renderer = try ImageRenderer()
    let size = CGSize(width: 130, height: 120)
    let backdrop = DisplayList.Item.fill(
      Path(CGRect(origin: .zero, size: size)), .color(RGBA(0.95, 0.95, 0.97)), bounds: CGRect(origin: .zero, size: size)
    )
    let first = DisplayList(size: size, items: [backdrop] + items())
    // An empty group first: the backdrop is no longer the first item, so the background is
    // painted beneath it.
    let second = DisplayList(size: size, items: [.pushOpacity(1), .popOpacity, backdrop] + items())
    for scheme in [ColorScheme.light, .dark] {
      #expect(
        try renderer.pixels(first, scale: 3, colorScheme: scheme)
          == renderer.pixels(second, scale: 3, colorScheme: scheme))
    }
  }
}
