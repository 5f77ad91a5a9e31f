import Foundation
import CCairo
import Testing
@testable import Vellum
@testable import VellumCairo

/// The Pango engine answers some measurements from one unwrapped shaping; those answers
/// must be what a wrapped Pango layout says. At width 0 Pango puts one grapheme on each
/// line but sometimes gives a space a line of its own; SwiftUI's blanks hang at line ends,
/// so those blank lines are not counted.
struct TextShortcutTests {
  /// Text in one font and direction: answered without wrapping.
  static let plain = [
    "Hello", "Hello, world", "Message number 7: a line or two of chat that wraps when the window is narrow enough.",
    "12:07", "User 7", "x", "Wi-Fi", "Ünïcödé ñ",
  ]
  static let strings = [
    "Hello", "Hello, world", "Message number 7: a line or two of chat that wraps when the window is narrow enough.",
    "12:07", "User 7", "x", "Wi-Fi", "ffi office", "مرحبا بالعالم", "שלום עולם", "👋🏽 hi 👨‍👩‍👧", "日本語のテキスト",
    "  padded  ", "a\tb", "Ünïcödé ñ",
  ]

  /// Text offered the width it measured lays out the same: a stack that sizes a text and
  /// then places it at that width must not see it wrap again. At 53 pt (AX5 body) Pango
  /// counted the last glyph's letter spacing when breaking but not in the line's width, so
  /// "Default (System)" measured 161.1 pt on three lines took four at 161.1 and was drawn
  /// truncated (bwa-settings-ax5).
  @Test(arguments: strings + ["Default (System)"])
  func aTextOfferedItsOwnWidthKeepsItsLines(string: String) throws {
    let engine = try TestFonts.engine()
    for size in [12, 17, 28, 53] as [CGFloat] {
      let run = TextRun(
        string: string, font: ResolvedFont(size: size, weight: 400, design: .default, italic: false),
        lineLimit: nil, truncation: .tail, alignment: .trailing, rightToLeft: false)
      // Where a word is wider than the width, it is broken between characters, and offered
      // its own width again it may break elsewhere (as a greedy break does on iOS too).
      let longestWord =
        string.split(whereSeparator: \.isWhitespace).map { word -> CGFloat in
          var alone = run
          alone.string = String(word)
          return engine.measure(alone, width: nil, maxLines: nil).size.width
        }.max() ?? 0
      for width in stride(from: 20 as CGFloat, through: 400, by: 7.3) where width >= longestWord {
        let measured = engine.measure(run, width: width, maxLines: nil)
        let again = engine.measure(run, width: measured.size.width, maxLines: nil)
        #expect(again == measured, "\(string) at \(size) pt, \(width): \(measured) then \(again)")
      }
    }
  }

  @Test(arguments: strings)
  func widthZeroMatchesPangoWrapping(string: String) throws {
    let engine = try TestFonts.engine()
    let fonts = [(17, 400, false), (17, 600, false), (12, 400, false), (34, 400, true), (40, 900, false)].map {
      ResolvedFont(size: CGFloat($0.0), weight: $0.1, design: .default, italic: $0.2)
    }
    for font in fonts + [ResolvedFont(size: 15, weight: 400, design: .monospaced, italic: false)] {
      let run = TextRun(
        string: string, font: font, lineLimit: nil, truncation: .tail,
        alignment: .leading, rightToLeft: false)
      let fast = engine.measure(run, width: 0, maxLines: nil)
      guard engine.shortcut(run, width: 0, maxLines: nil) != nil else {
        // Several runs (fallback fonts, bidi, tabs) or ligatures: measured by a layout.
        #expect(!Self.plain.contains(string), "\(string) \(font)")
        #expect(fast == engine.measureByLayout(run, width: 0, maxLines: nil))
        continue
      }
      let (width, lines) = Self.wrappedAtZero(run, engine: engine)
      #expect(fast.lineCount == lines, "\(string) \(font)")
      #expect(abs(fast.size.width - width) < 0.001, "\(string) \(font)")
      #expect(fast.size.height == font.height(ofLines: lines))
      // Capped to one line: the ellipsis Pango shows at width 0.
      for mode in [Text.TruncationMode.head, .middle, .tail] where fast.lineCount > 1 {
        var capped = run
        capped.truncation = mode
        #expect(
          engine.measure(capped, width: 0, maxLines: 1) == engine.measureByLayout(capped, width: 0, maxLines: 1),
          "\(string) \(font) \(mode)")
      }
    }
  }

  /// The widest line and the number of lines with visible text of a Pango layout at width 0.
  static func wrappedAtZero(_ run: TextRun, engine: PangoTextEngine) -> (CGFloat, Int) {
    let layout = engine.makeLayout(run, width: 0, maxLines: nil)
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let bytes = Array(run.string.utf8)
    var widest: CGFloat = 0
    var lines = 0
    for index in 0..<pango_layout_get_line_count(layout) {
      let line = pango_layout_get_line_readonly(layout, index)!
      let start = Int(line.pointee.start_index)
      let text = String(decoding: bytes[start..<start + Int(line.pointee.length)], as: UTF8.self)
      var logical = PangoRectangle()
      pango_layout_line_get_extents(line, nil, &logical)
      widest = max(widest, CGFloat(logical.width) / CGFloat(PANGO_SCALE))
      if text.contains(where: { !$0.isWhitespace }) { lines += 1 }
    }
    return (widest, lines)
  }

  @Test func aSingleLineThatFitsIsNotWrapped() throws {
    let engine = try TestFonts.engine()
    let run = TextRun(
      string: "Fits on one line", font: ResolvedFont(size: 17, weight: 400, design: .default, italic: false),
      lineLimit: 2, truncation: .tail, alignment: .leading, rightToLeft: false)
    let natural = engine.measure(run, width: nil, maxLines: nil)
    for width in [natural.size.width, natural.size.width + 0.3, 1000] {
      #expect(engine.measure(run, width: width, maxLines: 2) == engine.measureByLayout(run, width: width, maxLines: 2))
    }
    let narrower = engine.measure(run, width: natural.size.width - 1, maxLines: nil)
    #expect(narrower.lineCount == 2)
  }
}
