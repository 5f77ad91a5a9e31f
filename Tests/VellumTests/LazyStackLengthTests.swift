import Foundation
import Testing

@testable import Vellum

/// iOS rounds a lazy stack's length up to a whole point; its children keep their exact places
/// (../shared/ios-reference: bwa-item-list-favorites, 47 pt from card to card where a 19.33 pt
/// header and the spacings add up to 46.33; bw-send-list, a card of two 60 pt rows and a
/// 0.33 pt divider 121 tall; bwa-item-list-digits-dark, rows 71.33 apart inside one).
@Suite struct LazyStackLengthTests {
  /// A section as the Authenticator stacks it: a header 7 above a card.
  @ViewBuilder func section(_ id: String) -> some View {
    Color.gray.frame(width: 100, height: 19.33).id("\(id).header")
    Color.blue.frame(width: 100, height: 100).id("\(id).card")
  }

  /// The header's and the card's tops, and the top of a bar 20 below the section, measured
  /// from the header's top, with the section in a lazy or a plain stack.
  func offsets(lazy: Bool) throws -> (card: CGFloat, next: CGFloat) {
    let snapshot = LayoutSnapshot(
      of: VStack(spacing: 20) {
        if lazy { LazyVStack(spacing: 7) { section("a") } } else { VStack(spacing: 7) { section("a") } }
        Color.red.frame(width: 100, height: 10).id("next")
      }, proposal: ProposedViewSize(width: 390, height: 844))
    let header = try #require(snapshot.frame(of: "a.header"))
    let card = try #require(snapshot.frame(of: "a.card"))
    let next = try #require(snapshot.frame(of: "next"))
    return (card.minY - header.minY, next.minY - header.minY)
  }

  @Test func aLazyStacksLengthIsRoundedUpToAWholePoint() throws {
    let lazy = try offsets(lazy: true)
    #expect(abs(lazy.card - 26.33) < 0.001, "the children keep their exact places")
    #expect(abs(lazy.next - 147) < 0.001, "126.33 rounded up to 127, then 20")
    let plain = try offsets(lazy: false)
    #expect(abs(plain.next - 146.33) < 0.001, "a VStack is as long as its children add up to")
  }

  @Test func aWholeLengthIsLeftAsItIs() throws {
    let snapshot = LayoutSnapshot(
      of: LazyHStack(spacing: 4) {
        Color.red.frame(width: 30, height: 10)
        Color.blue.frame(width: 30.5, height: 10)
        Color.green.frame(width: 29.5, height: 10)
      }.fixedSize(), proposal: ProposedViewSize(width: 390, height: 844))
    #expect(snapshot.size.width == 98, "30 + 4 + 30.5 + 4 + 29.5")
  }

  /// A lazy stack over no items (a `ForEach` of an empty list, a screen's empty state) is
  /// zero long; summing the gaps between no children trapped.
  @Test func aLazyStackOfNoItemsIsZeroLong() throws {
    let names: [String] = []
    let snapshot = LayoutSnapshot(
      of: VStack(spacing: 0) {
        LazyVStack(spacing: 12) { ForEach(names, id: \.self) { Text($0) } }
        Color.red.frame(width: 100, height: 10).id("next")
      }.fixedSize(), proposal: ProposedViewSize(width: 390, height: 844))
    #expect(snapshot.size.height == 10)
  }
}
