import Foundation
import Testing
import Vellum
import VellumCairo

/// `Text(AttributedString)`: each run's SwiftUI attributes style its characters.
@Suite(.serialized)
struct AttributedTextTests {
  func width<V: View>(_ view: V) throws -> CGFloat {
    var environment = EnvironmentValues()
    environment.textMeasurer = try ImageRenderer().text
    return LayoutSnapshot(of: view, proposal: .unspecified, environment: environment).size.width
  }

  @Test func runsKeepTheirFontsAndMeasureLikeConcatenation() throws {
    var attributed = AttributedString("Plain and Bold")
    if let range = attributed.range(of: "Bold") { attributed[range].font = .title.bold() }
    let joined = try width(Text("Plain and ") + Text("Bold").font(.title.bold()))
    #expect(abs(try width(Text(attributed)) - joined) < 0.01)
    #expect(try width(Text(attributed)) > (try width(Text("Plain and Bold"))) + 5)
  }

  @Test func coloursDecorationsSpacingAndLinksDraw() throws {
    var attributed = AttributedString("Red ")
    attributed.foregroundColor = Color(red: 1, green: 0, blue: 0)
    attributed.kern = 2
    var tail = AttributedString("link")
    tail.link = URL(string: "https://example.com")
    tail.underlineStyle = .single
    attributed += tail
    let renderer = try ImageRenderer()
    let result = renderer.displayList(Text(attributed).font(.title), size: .unspecified, scale: 2)
    #expect(result.displayList.description.contains("\"Red link\""))
    let image = try renderer.pixels(result.displayList, scale: 2, colorScheme: .light, parallel: false)
    var red = 0
    var blue = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image[x, y]
        if p.r > 200 && p.g < 60 && p.b < 60 { red += 1 }
        if p.b > 200 && p.r < 60 { blue += 1 }
      }
    }
    #expect(red > 50, "the first run is red: \(red)")
    #expect(blue > 50, "the link is drawn in the tint: \(blue)")
    // Kerning widens only the red run: Pango spreads 2 pt around each of its 4 characters,
    // half before and half after, none at the line's start: 4 × 2 − 1 = 7 pt.
    var plain = AttributedString("Red ")
    plain += AttributedString("link")
    let spaced = try width(Text(attributed))
    let unspaced = try width(Text(plain))
    #expect(abs(spaced - unspaced - 7) < 0.1, "\(spaced) vs \(unspaced)")
  }

  @Test func aPlainLiteralStaysALocalizedKeyNotAnAttributedString() throws {
    // Foundation on Linux lets a literal be an AttributedString; SwiftUI's overloads make it
    // a LocalizedStringKey (Markdown applies).
    let list = try ImageRenderer().displayList(Text("**Bold**"), size: .unspecified).displayList.description
    #expect(list.contains("\"Bold\""), "\(list)")
  }

  @Test func attributedStringsInterpolateIntoLiterals() throws {
    var name = AttributedString("Ada")
    name.font = .body.bold()
    let list = try ImageRenderer().displayList(Text("Hello \(name)!"), size: .unspecified).displayList.description
    #expect(list.contains("\"Hello Ada!\""), "\(list)")
  }
}
