import Foundation
import SwiftUI
import Testing
import VellumCairo

/// A particle system's drawing, as effect packages write it with `import SwiftUI` alone: Core
/// Animation's transform functions (re-exported, as UIKit brings QuartzCore on iOS) make a
/// `ProjectionTransform` that a `Canvas` applies as a filter to what it draws next.
@Suite(.serialized)
struct CanvasProjectionTests {
  @Test func aCanvasProjectionFilterMovesWhatIsDrawnAfterIt() throws {
    let shift = ProjectionTransform(CATransform3DTranslate(CATransform3DIdentity, 20, 0, 0))
    let canvas = Canvas { context, size in
      var moved = context
      moved.addFilter(.projectionTransform(shift))
      moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
      context.fill(Path(CGRect(x: 0, y: 20, width: 10, height: 10)), with: .color(.blue))
    }
    .frame(width: 40, height: 40)
    let renderer = try ImageRenderer()
    let list = renderer.displayList(canvas, size: .unspecified, scale: 1, colorScheme: .light).displayList
    let image = try renderer.pixels(list, scale: 1, colorScheme: .light, parallel: false)
    #expect(image[25, 5] == (255, 59, 48, 255), "the red square drawn 20 points right: \(image[25, 5])")
    #expect(image[5, 5] == (255, 255, 255, 255), "and not where it was: \(image[5, 5])")
    #expect(image[5, 25] == (0, 122, 255, 255), "the unfiltered context draws in place")
  }
}
