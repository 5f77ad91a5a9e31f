import Foundation
import Testing

@testable import VellumPreview

/// The layout diff names the view that changed, not every pixel it pushed.
@Suite struct LayoutDiffTests {
  let golden = """
    VStack (0, 0, 390×200)
      padding (0, 0, 390×40)
        Text("Login") (20, 10, 60×20)
      HStack (0, 40, 390×44)
        Button (20, 40, 120×44)
          Text("Sign in") (30, 52, 100×20)
        Spacer (140, 62, 250×0)
      VStack (0, 84, 390×60)
        Text("Forgot password?") (20, 84, 150×20)
        Text("Help") (20, 104, 40×20)
    """

  @Test func aResizedButtonComesFirstAndWhatItPushedIsNamedOnce() {
    let now = """
      VStack (0, 0, 390×204)
        padding (0, 0, 390×40)
          Text("Login") (20, 10, 60×20)
        HStack (0, 40, 390×48)
          Button (20, 40, 136×48)
            Text("Sign in") (30, 54, 116×20)
          Spacer (156, 64, 234×0)
        VStack (0, 88, 390×60)
          Text("Forgot password?") (20, 88, 150×20)
          Text("Help") (20, 108, 40×20)
      """
    let diff = LayoutDiff(expected: golden, actual: now)
    let texts = diff.changes.map(\.text)
    #expect(
      texts.first == "Text \"Sign in\": y 52 → 54, 100×20 → 116×20", "the innermost resize is the cause: \(texts)")
    #expect(texts.contains("Button \"Sign in\": 120×44 → 136×48"), "\(texts)")
    #expect(texts.contains("VStack: y 84 → 88"), "the stack below moved: \(texts)")
    #expect(!texts.contains { $0.hasPrefix("Text \"Help\"") }, "it moved with its stack: \(texts)")
    #expect(!texts.contains { $0.contains("Login") }, "nothing above changed: \(texts)")
    let button = diff.changes.first { $0.text.hasPrefix("Button") }
    #expect(button?.expected == [20, 40, 120, 44] && button?.actual == [20, 40, 136, 48])
  }

  @Test func viewsThatAppearOrDisappearAreNamedByTheirTopmostView() {
    let now = """
      VStack (0, 0, 390×200)
        padding (0, 0, 390×40)
          Text("Login") (20, 10, 60×20)
        HStack (0, 40, 390×44)
          Button (20, 40, 120×44)
            Text("Sign in") (30, 52, 100×20)
          Image("badge") (140, 52, 20×20)
          Spacer (160, 62, 230×0)
      """
    let texts = LayoutDiff(expected: golden, actual: now).changes.map(\.text)
    #expect(texts.contains("+ Image \"badge\""), "\(texts)")
    #expect(texts.contains("- VStack"), "the stack that went, once, not its texts: \(texts)")
    #expect(!texts.contains { $0.contains("Help") }, "\(texts)")
    #expect(texts.contains("Spacer: x 140 → 160, 250×0 → 230×0"), "\(texts)")
  }

  @Test func theSameTreeHasNoChangesAndLinesAreCapped() {
    #expect(LayoutDiff(expected: golden, actual: golden).changes.isEmpty)
    let many = (0..<20).map { "Text(\"\($0)\") (0, \($0 * 20), 10×20)" }.joined(separator: "\n")
    let moved = (0..<20).map { "Text(\"\($0)\") (0, \($0 * 20 + 1), 10×20)" }.joined(separator: "\n")
    let lines = LayoutDiff(expected: many, actual: moved).lines(limit: 5)
    #expect(lines.count == 6 && lines.last == "… and 15 more", "\(lines)")
  }
}
