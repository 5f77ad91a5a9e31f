import Foundation
import Testing
import Vellum
import VellumCairo

/// A tab's image is drawn at its own size, as UIKit draws a tab bar item's image: a
/// resizable asset is not stretched across the item.
@Suite struct TabItemImageTests {
  func iconFrames(_ tabs: some View) throws -> [CGRect] {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    let snapshot = LayoutSnapshot(
      of: tabs, proposal: ProposedViewSize(width: 393, height: 852), environment: environment)
    return ["airplane", "airplane.fill"].flatMap { snapshot.frames(ofKind: "Image(\"\($0)\")") }
  }

  @Test func aResizableTabImageKeepsItsOwnSize() throws {
    let resizable = try iconFrames(
      TabView {
        Text("Departures").tabItem {
          Image(systemName: "airplane").resizable()
          Text("Departures")
        }
        Text("Arrivals").tabItem { Label("Arrivals", systemImage: "airplane") }
      })
    #expect(resizable.count == 2, "\(resizable)")
    for frame in resizable {
      #expect(frame.width < 40 && frame.height <= 30, "an icon's size, not the item's: \(frame)")
    }
  }
}
