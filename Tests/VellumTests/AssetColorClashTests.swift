import Foundation
import Testing
import VellumCairo

@testable import Vellum

// What Xcode generates for a colour set named `label` (or `red`): `ColorResource.label`, as
// for any colour set, while `UIColor.label` stays UIKit's. Declared here as the AssetSymbols
// plugin declares it, visible in this file only, over the test catalog's Signal colour set
// (green in light).
extension ColorResource {
  fileprivate static let label = ColorResource(name: "Signal", bundle: .module)
  fileprivate static let red = ColorResource(name: "Signal", bundle: .module)
}

/// A colour set whose symbol UIKit's `UIColor` also has: `Color(.label)` compiles (it was
/// "ambiguous use of 'label'", a chat app's settings screen, fifteenth round) and stays
/// UIKit's label colour, as `Color(.red)` stays UIKit's red; the colour set is read by its
/// resource (`Color(ColorResource.label)`) and by name (`Color("label")`).
@Suite(.serialized)
struct AssetColorClashTests {
  func pixel(_ color: Color) throws -> (UInt8, UInt8, UInt8, UInt8) {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(
      color.frame(width: 4, height: 4), size: .unspecified, scale: 1, colorScheme: .light)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    return try renderer.pixels(result.displayList, scale: 1, colorScheme: .light, parallel: false)[2, 2]
  }

  @Test func aColourSetNamedAfterAUIKitColourLeavesUIKitsColourAlone() throws {
    #expect(try pixel(Color(.label)) == pixel(Color.primary))
    #expect(try pixel(Color(.red)) == (255, 0, 0, 255), "UIColor.red")
    #expect(try pixel(Color(ColorResource.label)) == (0, 255, 0, 255))
    #expect(try pixel(Color("Signal", bundle: .module)) == (0, 255, 0, 255))
    #expect(try pixel(Color(uiColor: .label)) == pixel(Color.primary))
    #expect(try pixel(Color(.systemBackground)) == (255, 255, 255, 255), "a UIKit colour with no colour set")
    #expect(ColorResource.red.name == "Signal")
  }
}
