import Foundation
import Testing

@testable import Vellum
@testable import VellumCairo

/// Inter stands in for SF Pro and sets regular text about 1.3 % wider; Vellum draws Inter's
/// regular weight at SF's average width so text that fits on the phone fits here too.
struct TextWidthTests {
  func width(_ string: String, size: CGFloat = 17, weight: Int = 400) throws -> CGFloat {
    let run = TextRun(
      string: string, font: ResolvedFont(size: size, weight: weight, design: .default, italic: false),
      lineLimit: nil, truncation: .tail, alignment: .leading, rightToLeft: false)
    return try TestFonts.engine().measure(run, width: nil, maxLines: nil).size.width
  }

  /// ../shared/ios-reference/scannow-settings-ios18: the trailing "WezSieTato/ScanNow" (body,
  /// at Medium: 16 pt) starts at x 178.33, where the separator under its row starts, and ends at
  /// the row's trailing inset (card right 355 - 20), so iOS sets it 156.67 pt wide.
  @Test func bodyTextIsAsWideAsIOSSetsIt() throws {
    let measured = try width("WezSieTato/ScanNow", size: 16)
    #expect(abs(measured - 156.67) / 156.67 < 0.02, "\(measured) pt; iOS 156.67")
  }

  /// ../shared/ios-reference/bw-two-factor-duo-ax5: at AX5 the body (53 pt, Inter Display here)
  /// sets “Remember” 241.67 pt of ink wide; Inter Display at its own width drew 245.
  @Test func displaySizesAreAsWideAsIOSSetsThem() throws {
    let renderer = try ImageRenderer()
    let view = Text("Remember").font(.system(size: 53)).padding(10)
    let list = renderer.displayList(view, size: .unspecified, scale: 3).displayList
    let image = try renderer.pixels(list, scale: 3, colorScheme: .light)
    let inked = (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0].r < 100 } }
    let ink = CGFloat(try #require(inked.last) - inked[0] + 1) / 3
    #expect(abs(ink - 241.67) < 1.5, "\(ink) pt of ink; iOS 241.67")
  }

  /// Semibold Inter already measures within 2-5 % of SF Pro Semibold (inline bar titles in the
  /// iOS references), so only regular and lighter weights are narrowed: semibold is wider than
  /// regular by Inter's own ratio (about 2 %) and the 1/0.987 regular gave up.
  @Test func onlyRegularAndLighterWeightsAreNarrowed() throws {
    let regular = try width("Select language")
    let light = try width("Select language", weight: 300)
    let semibold = try width("Select language", weight: 600)
    #expect(semibold / regular > 1.03, "semibold \(semibold / regular)×: \(semibold), regular \(regular)")
    #expect(abs(light / regular - 1) < 0.04, "light \(light), regular \(regular)")
  }
}
