import Foundation
import Testing
import Vellum
import VellumCairo

/// `.lineSpacing`, `.minimumScaleFactor`, `.lineLimit(_:reservesSpace:)`, and the font
/// modifiers `monospacedDigit()` and `leading(_:)`, measured with Pango.
@Suite(.serialized)
struct TextModifierTests {
  func size<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) throws -> CGSize {
    var environment = EnvironmentValues()
    environment.textMeasurer = try ImageRenderer().text
    environment.displayScale = 3
    return LayoutSnapshot(of: view, proposal: proposal, environment: environment).size
  }

  static let words = "one two three four five six seven"

  /// `.lineSpacing` adds to a line's natural height (20.29 at body), and the pitch is the
  /// larger of that and the leading (22): iOS wraps 16 pt text with 2.5 of spacing 21.67
  /// apart (bw-new-send-text, at Medium), not leading + spacing's 23.5.
  @Test func lineSpacingAddsToThePitchOfWrappedLines() throws {
    let plain = try size(Text(Self.words).frame(width: 60))
    let spaced = try size(Text(Self.words).frame(width: 60).lineSpacing(10))
    // Body lines are 22 pt apart after a first line of 20.29; with 10 of spacing 30.29. Both
    // heights are whole points at scale 1, so their difference is within half a point.
    let gaps = ((plain.height - 20.29) / 22).rounded()
    #expect(gaps >= 2, "\(plain)")
    #expect(abs(spaced.height - plain.height - (20.29 + 10 - 22) * gaps) <= 0.5, "\(plain) \(spaced)")
    let small = try size(Text(Self.words).frame(width: 60).lineSpacing(1.5))
    #expect(abs(small.height - plain.height) < 0.34, "spacing within the leading's gap: \(plain) \(small)")
    let medium = try size(Text(Self.words).frame(width: 60).lineSpacing(2.5).dynamicTypeSize(.medium))
    let mediumGaps = ((medium.height - 19.09) / 21.59).rounded()
    #expect(abs(medium.height - 19.09 - 21.59 * mediumGaps) < 0.67, "16 pt + 2.5: \(medium)")
    let single = try size(Text("one").lineSpacing(10))
    #expect(abs(single.height - (try size(Text("one"))).height) < 0.01, "one line has no gap to widen")
  }

  /// At AX5 body is 53 pt, whose HIG leading (62) is shorter than its 63.25 pt line, and
  /// `.lineSpacing` adds to the leading: iOS wraps the style guide's 2.5 of spacing 64.5
  /// apart (baselines 167.0, 231.67, 296.0, 360.67 in bw-two-factor-duo-ax5; 64.6 in
  /// bwa-settings-ax5, 64.67 in bwa-item-list-favorites-ax5). Vellum added it to the line
  /// height: 65.75 apart.
  @Test func lineSpacingAddsToTheShorterLeadingAtAccessibilitySizes() throws {
    func pitch(_ spacing: CGFloat) throws -> (lines: CGFloat, residue: CGFloat) {
      let height = try size(
        Text(Self.words).frame(width: 200).lineSpacing(spacing).dynamicTypeSize(.accessibility5)
      ).height
      let expected: CGFloat = spacing == 0 ? 62 : 62 + spacing
      let gaps = ((height - 63.25) / expected).rounded()
      return (gaps + 1, height - 63.25 - gaps * expected)
    }
    // Heights are rounded up to whole points here, so within a point of n lines' height; four
    // gaps of 65.75 would be 5 over.
    let spaced = try pitch(2.5)
    #expect(spaced.lines >= 3 && abs(spaced.residue) < 1, "53 pt + 2.5: \(spaced)")
    let plain = try pitch(0)
    #expect(plain.lines >= 3 && abs(plain.residue) < 1, "53 pt alone, the HIG's 62: \(plain)")
  }

  @Test func fontLeadingTightensAndLoosensByTwoPoints() throws {
    let standard = try size(Text(Self.words).font(.title).frame(width: 80))
    let loose = try size(Text(Self.words).font(.title.leading(.loose)).frame(width: 80))
    let tight = try size(Text(Self.words).font(.title.leading(.tight)).frame(width: 80))
    let lines = ((standard.height - 33.41) / 34).rounded() + 1
    #expect(lines >= 3, "\(standard)")
    #expect(abs(loose.height - standard.height - 2 * (lines - 1)) < 0.34, "\(standard) \(loose)")
    #expect(abs(standard.height - tight.height - 2 * (lines - 1)) < 0.34, "\(standard) \(tight)")
  }

  @Test func minimumScaleFactorShrinksInsteadOfTruncating() throws {
    let text = "A headline too long for its space"
    let natural = try size(Text(text).lineLimit(1))
    let shrunk = try size(Text(text).lineLimit(1).minimumScaleFactor(0.5), ProposedViewSize(width: 200, height: nil))
    #expect(natural.width > 200)
    #expect(shrunk.width <= 200 && shrunk.width > 190, "it shrinks just enough: \(shrunk)")
    #expect(shrunk.height < natural.height, "the smaller font's line is shorter")
    // Never below the factor: at 0.9 it still truncates to the offered width.
    let limited = try size(Text(text).lineLimit(1).minimumScaleFactor(0.9), ProposedViewSize(width: 200, height: nil))
    #expect(abs(limited.height - natural.height * 0.9) < 1, "\(limited)")
    let renderer = try ImageRenderer()
    let list = renderer.displayList(
      Text(text).lineLimit(1).minimumScaleFactor(0.5).frame(width: 200), size: .unspecified
    ).displayList.description
    #expect(list.contains("\"\(text)\""), "drawn whole: \(list)")
  }

  @Test func reservesSpaceKeepsRoomForTheLineLimit() throws {
    let one = try size(Text("Short").lineLimit(3, reservesSpace: true))
    let three = try size(Text("one\ntwo\nthree"))
    #expect(abs(one.height - three.height) < 0.34, "\(one) \(three)")
    #expect(abs(try size(Text("Short").lineLimit(3)).height - (try size(Text("Short"))).height) < 0.01)
  }

  @Test func monospacedDigitsUseTheFontsTabularFigures() throws {
    // Inter's tabular 1 is wider than its proportional 1 (its tabular figures are not all
    // one width in the Debian build: 1 stays a little narrower than 8, checked with pango-view).
    let ones = try size(Text("1111").font(.title.monospacedDigit()))
    let proportional = try size(Text("1111").font(.title))
    #expect(proportional.width < ones.width - 1, "Inter's 1 is narrow without tnum: \(proportional) \(ones)")
    #expect(abs(try size(Text("1111").monospacedDigit().font(.title)).width - ones.width) < 0.01)
  }

  /// `Font.smallCaps()` draws every letter as a capital of reduced size (Pango synthesises
  /// them, as Inter has none): narrower than capitals and unlike the lowercase word;
  /// `lowercaseSmallCaps()` leaves capitals as they are.
  @Test func smallCapsDrawLettersAsSmallCapitals() throws {
    let lower = try size(Text("budget").font(.body))
    let capitals = try size(Text("BUDGET").font(.body))
    let small = try size(Text("budget").font(.body.smallCaps()))
    #expect(abs(small.width - lower.width) > 2, "\(small) \(lower)")
    #expect(small.width < capitals.width - 10, "\(small) \(capitals)")
    #expect(abs(try size(Text("BUDGET").font(.body.smallCaps())).width - small.width) < 0.01)
    #expect(abs(try size(Text("budget").font(.body.lowercaseSmallCaps())).width - small.width) < 0.01)
    #expect(abs(try size(Text("BUDGET").font(.body.lowercaseSmallCaps())).width - capitals.width) < 0.01)
    #expect(abs(try size(Text("budget").font(.body.uppercaseSmallCaps())).width - lower.width) < 0.01)
  }
}
