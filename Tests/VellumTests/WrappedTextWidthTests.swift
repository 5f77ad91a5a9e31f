import Foundation
import Testing

@testable import Vellum
@testable import VellumCairo

/// iOS measures a text wrapped at a space with that space: the bwa-item-list-digits-dark render
/// (../shared/ios-reference) wraps the code “123 456 789 0” as “123 456” / “789 0” in a frame
/// eight digits' advance wide (the first line and its space, where the line's ink is seven),
/// and a public snapshot of a centred capsule label is one space wider than its first line.
/// Offered less than that, the text is as wide as its offer (the AX5 rows of the same app).
struct WrappedTextWidthTests {
  func run(_ string: String) -> TextRun { TestFonts.run(string, size: 17) }

  func measure(_ string: String, width: CGFloat?) throws -> TextMetrics {
    try TestFonts.engine().measure(run(string), width: width, maxLines: nil)
  }

  @Test func aTextWrappedAtASpaceIsAsWideAsItsLineAndThatSpace() throws {
    let line = try measure("123 456", width: nil).size.width
    let spaced = try measure("123 456 ", width: nil).size.width
    #expect(spaced > line + 2, "a space at 17 pt")
    // Offered room for the first two groups and more, but not for the third.
    let offered = try measure("123 456 789", width: nil).size.width - 2
    let measured = try measure("123 456 789 0", width: offered)
    #expect(measured.lineCount == 2)
    #expect(abs(measured.size.width - spaced) < 0.5, "“123 456 ” / “789 0”: \(measured.size.width) vs \(spaced)")
  }

  @Test func itIsNoWiderThanItWasOffered() throws {
    let line = try measure("123 456", width: nil).size.width
    let spaced = try measure("123 456 ", width: nil).size.width
    let offered = (line + spaced) / 2
    let measured = try measure("123 456 789 0", width: offered)
    #expect(measured.lineCount == 2)
    #expect(measured.size.width == offered)
  }

  @Test func aLineBrokenInTheTextHasNoSpaceToCount() throws {
    let line = try measure("123 456", width: nil).size.width
    let measured = try measure("123 456\n789 0", width: line + 20)
    #expect(measured.lineCount == 2)
    #expect(abs(measured.size.width - line) < 0.5)
  }

  @Test func aSingleLineIsAsWideAsItsText() throws {
    let line = try measure("123 456", width: nil).size.width
    #expect(try measure("123 456", width: line + 30).size.width == line)
  }
}
