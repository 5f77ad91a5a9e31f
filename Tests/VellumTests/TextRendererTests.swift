import Foundation
import Testing
import Vellum
import VellumCairo

/// `TextRenderer` (iOS 18): the layout a renderer is handed (lines, runs broken at custom
/// attributes, a slice per character, truncation), and what drawing its elements through a
/// moved or faded context shows, checked on pixels against plain text.
@Suite(.serialized)
struct TextRendererTests {
  struct Marked: TextAttribute {}

  /// Keeps the layouts a renderer was handed.
  final class Seen { var layouts: [Text.Layout] = [] }

  /// Draws each line whole, as SwiftUI's own drawing would.
  struct Lines: TextRenderer {
    var seen = Seen()
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
      seen.layouts.append(layout)
      for line in layout { ctx.draw(line) }
    }
  }

  /// Draws each glyph on its own, the first `count` of them (all when nil), each moved by `offset`.
  struct Glyphs: TextRenderer {
    var count: Int?
    var offset = CGSize.zero
    var opacity = 1.0
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
      let slices = layout.flatMap { $0 }.flatMap { $0 }
      for slice in slices.prefix(count ?? slices.count) {
        var copy = ctx
        copy.opacity = opacity
        copy.translateBy(x: offset.width, y: offset.height)
        copy.draw(slice, options: .disablesSubpixelQuantization)
      }
    }
  }

  /// Draws only the runs marked with `Marked`.
  struct MarkedRuns: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
      for line in layout {
        for run in line where run[Marked.self] != nil { ctx.draw(run) }
      }
    }
  }

  /// Sizes the text 10 pt taller than it is.
  struct Taller: TextRenderer {
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
      for line in layout { ctx.draw(line) }
    }
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
      let size = text.sizeThatFits(proposal)
      return CGSize(width: size.width, height: size.height + 10)
    }
  }

  func pixels<V: View>(_ view: V) throws -> RGBAImage {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(view, size: .unspecified, scale: 2, colorScheme: .light)
    return try renderer.pixels(result.displayList, scale: 2, colorScheme: .light, parallel: false)
  }

  /// How many pixels differ by more than `tolerance` in some channel.
  func differing(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int = 24) -> Int {
    guard a.width == b.width, a.height == b.height else { return Int.max }
    var count = 0
    for i in stride(from: 0, to: a.rgba.count, by: 4)
    where (0..<4).contains(where: { abs(Int(a.rgba[i + $0]) - Int(b.rgba[i + $0])) > tolerance }) {
      count += 1
    }
    return count
  }

  /// The rows that have ink (any pixel darker than mid grey).
  func inkedRows(_ image: RGBAImage) -> [Int] {
    (0..<image.height).filter { y in (0..<image.width).contains { image[$0, y].r < 128 } }
  }

  let paragraph = "Lines drawn whole by a renderer look like the text drawn by itself."

  func framed<V: View>(_ view: V) -> some View {
    view.frame(width: 180, height: 110, alignment: .topLeading).background(Color.white)
  }

  @Test func drawingEveryLineLooksLikePlainText() throws {
    let seen = Seen()
    let plain = try pixels(framed(Text(paragraph)))
    let rendered = try pixels(framed(Text(paragraph).textRenderer(Lines(seen: seen))))
    #expect(differing(plain, rendered, tolerance: 0) == 0)
    let layout = try #require(seen.layouts.last)
    #expect(layout.count == 3 && !layout.isTruncated)
    // Lines sit on the body font's 22 pt pitch, their baselines an ascender below their tops.
    let baselines = layout.map(\.origin.y)
    #expect(abs(baselines[1] - baselines[0] - 22) < 0.01 && abs(baselines[2] - baselines[1] - 22) < 0.01)
    #expect(layout.allSatisfy { $0.typographicBounds.width > 100 && $0.typographicBounds.width <= 180 })
    // One slice per character of the line, spaces included, left to right without gaps.
    let first = layout[0].flatMap { $0 }
    let advances = first.map(\.typographicBounds)
    for (a, b) in zip(advances, advances.dropFirst()) { #expect(abs(a.origin.x + a.width - b.origin.x) < 0.01) }
    let shownCharacters = layout.flatMap { $0 }.flatMap { $0 }.count
    #expect(shownCharacters == paragraph.count || shownCharacters == paragraph.count - 2)  // spaces at breaks
  }

  @Test func glyphsDrawnOneByOneTileTheText() throws {
    let plain = try pixels(framed(Text(paragraph)))
    let rendered = try pixels(framed(Text(paragraph).textRenderer(Glyphs())))
    #expect(differing(plain, rendered, tolerance: 0) == 0, "\(differing(plain, rendered))")
  }

  @Test func theFirstGlyphsAreTheStartOfTheText() throws {
    let word = try pixels(framed(Text("Hello")))
    let typed = try pixels(framed(Text("Hello world").textRenderer(Glyphs(count: 5))))
    let all = try pixels(framed(Text("Hello world")))
    #expect(differing(word, typed, tolerance: 0) == 0, "\(differing(word, typed))")
    #expect(differing(all, typed) > 100)
  }

  @Test func aMovedAndFadedContextMovesAndFadesItsGlyphs() throws {
    let still = inkedRows(try pixels(framed(Text("Rise").font(.title))))
    let moved = inkedRows(
      try pixels(framed(Text("Rise").font(.title).textRenderer(Glyphs(offset: CGSize(width: 0, height: 30))))))
    #expect(!still.isEmpty && moved.first == still.first.map { $0 + 60 } && moved.last == still.last.map { $0 + 60 })
    let faded = try pixels(framed(Text("Rise").font(.title).textRenderer(Glyphs(opacity: 0.4))))
    #expect(inkedRows(faded).isEmpty)
    let darkest = (0..<faded.height).flatMap { y in (0..<faded.width).map { faded[$0, y].r } }.min() ?? 255
    #expect(darkest > 140 && darkest < 170, "\(darkest)")
  }

  @Test func customAttributesMarkTheirRuns() throws {
    let seen = Seen()
    let text = Text("Read ") + Text("marked").customAttribute(Marked()).bold() + Text(" words")
    _ = try pixels(framed(text.textRenderer(Lines(seen: seen))))
    let line = try #require(seen.layouts.last?.first)
    #expect(line.count == 3)
    #expect(line.map { $0[Marked.self] != nil } == [false, true, false])
    let marked = line[1]
    #expect(marked.count == 6 && marked.allSatisfy { $0[Marked.self] != nil })
    #expect(marked.typographicBounds.origin.x == line[0].typographicBounds.origin.x + line[0].typographicBounds.width)
    // Drawing only the marked run shows ink only within its advance.
    let image = try pixels(framed(text.textRenderer(MarkedRuns())))
    let columns = (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0].r < 128 } }
    let bounds = marked.typographicBounds
    #expect(!columns.isEmpty)
    #expect(CGFloat(columns.first ?? 0) >= (bounds.origin.x * 2).rounded(.down) - 1)
    #expect(CGFloat(columns.last ?? 0) <= ((bounds.origin.x + bounds.width) * 2).rounded(.up) + 1)
  }

  @Test func aCappedTextSaysItIsTruncated() throws {
    let seen = Seen()
    _ = try pixels(framed(Text(paragraph).lineLimit(1).textRenderer(Lines(seen: seen))))
    let layout = try #require(seen.layouts.last)
    #expect(layout.count == 1 && layout.isTruncated)
  }

  @Test func theRendererSizesTheText() throws {
    let renderer = Renderer(
      VStack(spacing: 0) {
        Text("Sized").textRenderer(Taller())
        Color.red.frame(width: 10, height: 10)
      }, proposal: ProposedViewSize(width: 200, height: 200))
    let list = renderer.displayList.description
    // The body line is 21 pt tall (20.3 rounded up to the pixel); the renderer adds 10.
    #expect(list.contains("×31) default 17pt") && list.contains("fill (95, 111, 10×10)"), "\(list)")
  }

  @Test func aRenderedTextIsOneAccessibilityElement() throws {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    let snapshot = LayoutSnapshot(
      of: VStack {
        Text(paragraph).textRenderer(Glyphs())
        Text("After")
      }, proposal: ProposedViewSize(width: 180, height: 300), scale: 2, environment: environment)
    #expect(snapshot.accessibilityElements.map(\.label) == [paragraph, "After"])
  }

  @Test func aMeasurerThatDoesNotDrawPlacesALinePerParagraph() {
    let seen = Seen()
    var environment = EnvironmentValues()
    environment.textMeasurer = ApproximateTextMeasurer()
    let text = Text("ab\ncde").multilineTextAlignment(.trailing).textRenderer(Lines(seen: seen))
    _ = LayoutSnapshot(
      of: text.frame(width: 100, alignment: .leading), proposal: ProposedViewSize(width: 100, height: 100), scale: 2,
      environment: environment)
    let layout = try? #require(seen.layouts.last)
    // Every character is half an em (8.5 pt at 17 pt). This measurer sizes the text as one
    // six-character line (51 pt); each paragraph aligns trailing in that frame.
    #expect(layout?.map { $0.flatMap { $0 }.map(\.typographicBounds.width) } == [[8.5, 8.5], [8.5, 8.5, 8.5]])
    #expect(layout?.map(\.origin.x) == [34, 25.5])
  }

  @Test func aStyledTextKeptInAVariableIsTextAndKeepsItsAttribute() throws {
    // Apple's visual-effects sample: the styled part is a `let` interpolated into a text.
    let seen = Seen()
    let effects = Text("Effects").customAttribute(Marked()).foregroundStyle(.pink).bold()
    _ = try pixels(framed(Text("Build \(effects) now").textRenderer(Lines(seen: seen))))
    let runs = try #require(seen.layouts.last?.first).map { run in (run[Marked.self] != nil, run.count) }
    #expect(runs.map(\.0) == [false, true, false] && runs.map(\.1) == [6, 7, 4], "\(runs)")
    // Drawn by itself, a text styled with a gradient is drawn in the gradient, as the view
    // modifier draws it.
    let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
    let styled: Text = Text("Gradient").font(.largeTitle).foregroundStyle(gradient)
    #expect(
      differing(
        try pixels(framed(styled)), try pixels(framed(Text("Gradient").font(.largeTitle)).foregroundStyle(gradient)))
        == 0)
  }
}
