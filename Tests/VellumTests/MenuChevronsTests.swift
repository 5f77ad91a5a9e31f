import Foundation
import Testing

@testable import Vellum
@testable import VellumCairo

/// A menu picker's up-down chevrons as iOS 17/18 draws them after the value (measured on
/// ../shared/ios-reference scannow-settings-ios18 at @3x): 12 pt of ink, each chevron 4.67 pt
/// tall and 2.67 pt below the other.
struct MenuChevronsTests {
  /// The runs of rows holding ink (darker than mid-grey) of a black render at @3x, in points.
  func inkRuns(_ view: some View) throws -> [(top: CGFloat, height: CGFloat)] {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: .unspecified, scale: 3, colorScheme: .light)
    let image = try renderer.pixels(result.displayList, scale: 3, colorScheme: .light, parallel: false)
    let inked = (0..<image.height).map { y in
      (0..<image.width).contains { x in
        let p = image[x, y]
        return Int(p.r) + Int(p.g) + Int(p.b) < 384
      }
    }
    var runs: [(top: CGFloat, height: CGFloat)] = []
    var start: Int?
    for (y, ink) in (inked + [false]).enumerated() {
      if ink, start == nil { start = y }
      if !ink, let first = start {
        runs.append((CGFloat(first) / 3, CGFloat(y - first) / 3))
        start = nil
      }
    }
    return runs
  }

  @Test func eachChevronIsAsTallAndAsFarApartAsIOSs() throws {
    let runs = try inkRuns(MenuChevrons().foregroundStyle(Color.black).padding(4).background(Color.white))
    try #require(runs.count == 2, "\(runs)")
    #expect(abs(runs[0].height - 4.67) <= 0.4, "\(runs)")
    #expect(abs(runs[1].height - 4.67) <= 0.4, "\(runs)")
    let gap = runs[1].top - (runs[0].top + runs[0].height)
    #expect(abs(gap - 2.67) <= 0.4, "gap \(gap)")
    #expect(abs(runs[1].top + runs[1].height - runs[0].top - 12) <= 0.4, "12 pt of ink in all")
  }
}
