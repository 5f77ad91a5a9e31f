import Foundation
import CCairo
import Testing

@testable import Vellum
@testable import VellumCairo

/// iOS 17 hyphenates a word too wide for its line at a syllable: at AX5 “Default (System)” in a
/// narrow value column is “De-” / “fault” / “(Sys-” / “tem)” (../shared/ios-reference
/// bwa-settings-ax5). Words that fit are left whole.
struct HyphenationTests {
  func run(_ string: String, size: CGFloat = 53) -> TextRun {
    TestFonts.run(string, size: size, alignment: .trailing)
  }

  func lines(_ string: String, width: CGFloat) throws -> [CGFloat] {
    let engine = try TestFonts.engine()
    // The engine's Pango context is used under its lock, as its own calls do.
    return engine.lock.withLock {
      let layout = engine.makeLayout(run(string), width: width, maxLines: nil)
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      return engine.lineWidths(layout)
    }
  }

  func width(_ string: String) throws -> CGFloat {
    try TestFonts.engine().measure(run(string), width: nil, maxLines: nil).size.width
  }

  @Test func theEnglishPatternsGiveTheSyllablesIOSBreaksAt() {
    #expect(Hyphenation.breaks(in: "Default") == [2])
    #expect(Hyphenation.breaks(in: "System") == [3])
    #expect(Hyphenation.breaks(in: "Theme").isEmpty, "no break leaves fewer than two letters or three")
    #expect(Hyphenation.breaks(in: "x86").isEmpty, "only words of letters")
  }

  @Test func aWordTooWideForItsLineIsHyphenatedAtASyllable() throws {
    let widths = try lines("Default (System)", width: 120)
    #expect(widths.count == 4, "\(widths)")
    // The first line is “De‐” with its hyphen (U+2010) drawn, the third “(Sys‐”.
    let (de, sys) = (try width("De\u{2010}"), try width("(Sys\u{2010}"))
    #expect(widths.count == 4 && abs(widths[0] - de) < 0.5 && abs(widths[2] - sys) < 0.5, "\(widths): \(de), \(sys)")
    let measured = try TestFonts.engine().measure(run("Default (System)"), width: 120, maxLines: nil)
    #expect(measured.lineCount == 4, "measuring breaks the lines the drawing breaks")
  }

  @Test func wordsThatFitAreNotHyphenated() throws {
    let widths = try lines("Default (System)", width: 210)
    let whole = try width("Default")
    #expect(widths.count == 2 && abs(widths[0] - whole) < 0.5, "\(widths)")
  }

  @Test func aWordWithNoSyllableBreakStillBreaksBetweenLettersWithoutAHyphen() throws {
    let widths = try lines("Theme", width: 140)
    let (first, withHyphen) = (try width("Them"), try width("Them\u{2010}"))
    #expect(widths.count == 2 && abs(widths[0] - first) < 0.5 && withHyphen > first + 5, "\(widths) vs “Them” \(first)")
  }
}
