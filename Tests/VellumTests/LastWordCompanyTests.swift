import CCairo
import Foundation
import Testing

@testable import Vellum
@testable import VellumCairo

/// iOS does not leave the last word of a two-line text alone on its line (TextKit's `pushOut`
/// strategy): the bwa-item-list-digits-dark render (../shared/ios-reference) wraps a code as
/// “123 456” / “789 0”, and bw-new-send-text a footer as “… the specified date” / “and time.”.
/// A longer paragraph keeps greedy wrapping: bw-two-factor-duo-ax5 ends four lines on “in.”.
struct LastWordCompanyTests {
  func run(_ string: String, size: CGFloat = 17) -> TextRun { TestFonts.run(string, size: size) }

  /// The text of each line the engine lays the string out in at this width.
  func lines(_ string: String, width: CGFloat, maxLines: Int? = nil) throws -> [String] {
    let engine = try TestFonts.engine()
    return engine.lock.withLock {
      let layout = engine.makeLayout(run(string), width: width, maxLines: maxLines)
      defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
      let bytes = Array(pango_layout_get_text(layout).map { String(cString: $0) }!.utf8)
      let count = Int(pango_layout_get_line_count(layout))
      return (0..<count).map { index in
        let line = pango_layout_get_line_readonly(layout, Int32(index))!.pointee
        let start = Int(line.start_index)
        let text = String(decoding: bytes[start..<start + Int(line.length)], as: UTF8.self)
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
      }
    }
  }

  func width(_ string: String) throws -> CGFloat {
    try TestFonts.engine().measure(run(string), width: nil, maxLines: nil).size.width
  }

  @Test func aTwoLineTextsLastWordIsNotLeftAlone() throws {
    let text = "Cards get padding and a material background."
    // Wide enough for all but the last word on the first line.
    let width = try self.width("Cards get padding and a material") + 4
    #expect(try lines(text, width: width) == ["Cards get padding and a", "material background."])
    // The measured size is the new layout's: two lines, as wide as the longer of them with
    // the space the first wraps at (`WrappedTextWidthTests`).
    let measured = try TestFonts.engine().measure(run(text), width: width, maxLines: nil)
    #expect(measured.lineCount == 2)
    #expect(
      abs(measured.size.width - max(try self.width("Cards get padding and a "), try self.width("material background.")))
        < 0.5)
  }

  @Test func laidOutAgainAtItsOwnWidthItKeepsItsLines() throws {
    let text = "Sheets are drawn as a card over the dimmed screen."
    let width = try self.width("Sheets are drawn as a card over the dimmed") + 2
    let first = try lines(text, width: width)
    #expect(first == ["Sheets are drawn as a card over the", "dimmed screen."])
    let measured = try TestFonts.engine().measure(run(text), width: width, maxLines: nil)
    #expect(try lines(text, width: measured.size.width + 0.5) == first, "drawn in its measured frame")
  }

  @Test func longerTextKeepsGreedyWrapping() throws {
    let text = "Follow the steps from Duo to finish logging in."
    let width = try self.width("to finish logging") + 2
    let wrapped = try lines(text, width: width)
    #expect(wrapped.count >= 3)
    #expect(wrapped.last == "in.", "three or more lines: the last word may stand alone, as on iOS")
  }

  @Test func nothingMovesWhereTheTwoWordsDoNotFitTogether() throws {
    let text = "Remember me"
    // One word per line: there is no second word on the first line to move.
    #expect(try lines(text, width: try width("Remember") + 1) == ["Remember", "me"])
    // The moved word and the last would not fit one line together: greedy lines stay.
    let long = "a b extraordinarily"
    #expect(try lines(long, width: try width("extraordinarily") + 1) == ["a b", "extraordinarily"])
  }

  @Test func aTextCappedToOneLineIsLeftAlone() throws {
    let text = "Cards get padding and a material background."
    let width = try self.width("Cards get padding and a material") + 4
    #expect(try lines(text, width: width, maxLines: 1).count == 1)
  }
}
