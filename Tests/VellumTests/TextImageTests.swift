import Foundation
import Testing
import Vellum
import VellumCairo

/// Symbols inside text: `Text(Image(systemName:))` and `Image` interpolated in a literal.
@Suite(.serialized)
struct TextImageTests {
  func measured<V: View>(_ view: V) throws -> LayoutSnapshot {
    var environment = EnvironmentValues()
    environment.textMeasurer = try ImageRenderer().text
    return LayoutSnapshot(of: view, proposal: .unspecified, environment: environment)
  }

  @Test func aSymbolInTextTakesAboutASymbolsWidthAndKeepsTheLineHeight() throws {
    let plain = try measured(Text(" Favourites"))
    let starred = try measured(Text("\(Image(systemName: "star.fill")) Favourites"))
    let added = starred.size.width - plain.size.width
    // Material's star at 1.2 em of 17 pt: its advance is 20.4 pt plus the run's tracking (SF's star.fill is ≈ 20 wide).
    #expect(abs(added - 20.4) < 1, "\(added)")
    #expect(abs(starred.size.height - plain.size.height) < 0.01, "a symbol does not make the line taller")
    let alone = try measured(Text(Image(systemName: "heart.fill")).font(.title))
    #expect(abs(alone.size.width - 28 * 1.2) < 0.5, "\(alone.size.width)")
  }

  @Test func aSymbolInTextDrawsInTheIconFontAndTheTextsColour() throws {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(
      Text("\(Image(systemName: "star.fill")) Favourites").foregroundColor(Color(red: 1, green: 0, blue: 0)),
      size: .unspecified, scale: 2)
    let image = try renderer.pixels(result.displayList, scale: 2, colorScheme: .light, parallel: false)
    // The star is solid: its left 20 points hold a block of red ink.
    var red = 0
    for y in 0..<image.height {
      for x in 0..<min(40, image.width) where image[x, y].r > 200 && image[x, y].g < 60 { red += 1 }
    }
    #expect(red > 200, "\(red)")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  @Test func anUnknownSymbolInTextIsReported() throws {
    let result = try ImageRenderer().displayList(
      Text("\(Image(systemName: "no.such.symbol")) Label"), size: .unspecified)
    #expect(result.diagnostics.contains { $0.contains("unknown symbol \"no.such.symbol\"") }, "\(result.diagnostics)")
    #expect(result.displayList.description.contains("\"\u{25A1} Label\""))
  }
}

/// The grown SF Symbol table: names public SwiftUI code uses resolve to a glyph.
@Suite struct SymbolTableGrowthTests {
  @Test func commonlyUsedNamesResolveWithoutDiagnostics() throws {
    let names = [
      "birthday.cake", "1.square.fill", "suit.heart", "hand.tap", "stop.circle.fill", "arrow.uturn.backward",
      "square.grid.3x3", "cloud.sun.fill", "figure.run.circle", "chart.bar.fill", "person.crop.circle.badge.plus",
      "rectangle.portrait.and.arrow.right", "bubble.right", "creditcard.circle", "line.3.horizontal.decrease.circle",
    ]
    let result = try ImageRenderer().displayList(
      HStack { ForEach(names, id: \.self) { Image(systemName: $0) } }, size: .unspecified)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.displayList.description.components(separatedBy: "symbol").count - 1 >= names.count)
  }
}
