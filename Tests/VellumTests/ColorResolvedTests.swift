import Foundation
import Testing
import Vellum

/// `Color.Resolved` (iOS 17): a colour's `Float` components in an environment, as themes use
/// them to pick a contrasting colour or to blend two colours.
struct ColorResolvedTests {
  /// A theme's contrast test, written as apps write it: luminance in `Float`.
  func luminance(_ color: Color.Resolved) -> Float { 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue }

  func scheme(_ scheme: ColorScheme) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return environment
  }

  @Test func aSystemColourResolvesPerSchemeWithItsOpacity() {
    let light = Color.primary.resolve(in: scheme(.light))
    let dark = Color.primary.resolve(in: scheme(.dark))
    #expect(luminance(light) < 0.1 && luminance(dark) > 0.9, "\(light) \(dark)")
    let faded = Color.red.opacity(0.25).resolve(in: scheme(.light))
    #expect(faded.opacity == 0.25)
    #expect(faded.red == 1 && faded.green < 0.3, "\(faded)")
  }

  @Test func componentsMakeAColourThatPaintsTheSame() {
    let resolved = Color.Resolved(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
    #expect(resolved.description == "#33669980")
    #expect(Color(resolved).resolve(in: scheme(.dark)) == resolved)
    // Blending two resolved colours, as a gradient helper does.
    let a = Color.black.resolve(in: scheme(.light))
    let b = Color.white.resolve(in: scheme(.light))
    let t: Float = 0.5
    let middle = Color.Resolved(
      red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t, blue: a.blue + (b.blue - a.blue) * t)
    #expect(middle.description == "#808080FF")
    #expect(Color.Resolved(colorSpace: .sRGBLinear, red: 0.5, green: 0, blue: 1).description == "#BC00FFFF")
  }

  @Test func linearComponentsAndARoundTripThroughJSON() throws {
    let resolved = Color.Resolved(red: 0.5, green: 1, blue: 0)
    #expect(abs(resolved.linearRed - 0.214) < 0.001)
    #expect(resolved.linearGreen == 1 && resolved.linearBlue == 0)
    let data = try JSONEncoder().encode(resolved)
    let back = try JSONDecoder().decode(Color.Resolved.self, from: data)
    #expect(back.description == resolved.description)
    #expect(abs(back.red - resolved.red) < 0.0001)
  }

  /// A resolved colour is a shape style: it paints a shape as the colour it came from.
  @Test func aResolvedColourIsAShapeStyle() {
    let environment = EnvironmentValues()
    let teal = Color(red: 0.1, green: 0.6, blue: 0.6)
    let resolved = teal.resolve(in: environment)
    #expect(RGBA(resolved) == RGBA(0.1, 0.6, 0.6, 1))
    #expect(resolved._paint(in: environment).description == teal._paint(in: environment).description)
  }
}
