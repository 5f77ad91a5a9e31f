import Foundation
import Testing
import Vellum
import VellumCairo

/// `Text + Text`, Markdown in literals, `Text(verbatim:)`, decorations and `.textCase`,
/// measured with Pango and checked in pixels.
@Suite(.serialized)
struct RichTextTests {
  func width<V: View>(_ view: V) throws -> CGFloat {
    var environment = EnvironmentValues()
    environment.textMeasurer = try ImageRenderer().text
    return LayoutSnapshot(of: view, proposal: .unspecified, environment: environment).size.width
  }

  func pixels<V: View>(_ view: V) throws -> RGBAImage {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: .unspecified, scale: 2)
    return try renderer.pixels(result.displayList, scale: 2, colorScheme: .light, parallel: false)
  }

  @Test func markdownIsAppliedToLiteralsOnly() throws {
    // Body's emphasised weight draws like regular in the hermetic Inter, so compare at title size.
    let bold = try width(Text("Hello").bold().font(.title))
    let plain = try width(Text("Hello").font(.title))
    #expect(abs(bold - plain) > 0.5, "bold \(bold) plain \(plain)")
    #expect(abs(try width(Text("**Hello**").font(.title)) - bold) < 0.01)
    // Text(verbatim:) and Text(String) show the asterisks.
    #expect(try width(Text(verbatim: "**Hello**").font(.title)) > bold + 5)
    let string = "**Hello**"
    #expect(abs(try width(Text(string)) - (try width(Text(verbatim: "**Hello**")))) < 0.01)
    let renderer = try ImageRenderer()
    let list = renderer.displayList(Text("A `code` and ~~gone~~ [link](https://x.y)"), size: .unspecified)
      .displayList.description
    #expect(list.contains("\"A code and gone link\""), "\(list)")
  }

  @Test func concatenationKeepsEachPartsStyle() throws {
    let joined = try width(Text("Hello") + Text(" world").bold())
    let parts = try width(Text("Hello")) + (try width(Text(" world").bold()))
    #expect(abs(joined - parts) < 1, "\(joined) vs \(parts)")
    // The coloured part draws red; the rest in the primary colour.
    let image = try pixels(
      Text("Black ").font(.title) + Text("RED").font(.title).foregroundColor(Color(red: 1, green: 0, blue: 0)))
    var red = 0
    var dark = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image[x, y]
        if p.r > 200 && p.g < 60 && p.b < 60 { red += 1 }
        if p.r < 60 && p.g < 60 && p.b < 60 { dark += 1 }
      }
    }
    #expect(red > 50 && dark > 50, "red \(red) dark \(dark)")
  }

  @Test func underlineStrikethroughAndSpacingDraw() throws {
    let plain = try pixels(Text("Under"))
    let underlined = try pixels(Text("Under").underline())
    func inkRows(_ image: RGBAImage) -> Int {
      (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].r < 128 } }.count
    }
    #expect(inkRows(underlined) > inkRows(plain), "the underline adds rows of ink below the glyphs")
    let struck = try pixels(Text("xxxx").strikethrough(color: Color(red: 1, green: 0, blue: 0)))
    let redInk = (0..<struck.height).contains { y in
      (0..<struck.width).contains { struck[$0, y].r > 200 && struck[$0, y].g < 80 && struck[$0, y].b < 80 }
    }
    #expect(redInk, "the strikethrough is drawn in its own colour")
    let spaced = try width(Text("Spaced").kerning(2))
    let normal = try width(Text("Spaced"))
    // 2 pt after each of the five letters that have a neighbour.
    #expect(abs(spaced - normal - 10) < 0.01, "\(spaced) vs \(normal)")
    #expect(try width(Text("Spaced").tracking(-0.5)) < (try width(Text("Spaced"))))
  }

  @Test func textCaseChangesTheShownString() throws {
    let renderer = try ImageRenderer()
    let list = renderer.displayList(
      VStack {
        Text("Section header")
        Text("Mixed ") + Text("Parts").bold()
      }.textCase(.uppercase), size: .unspecified
    ).displayList.description
    #expect(list.contains("\"SECTION HEADER\""))
    #expect(list.contains("\"MIXED PARTS\""))
  }
}
