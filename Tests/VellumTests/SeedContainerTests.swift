import Foundation
import Testing
import Vellum
import VellumCairo
import VellumGallery
import VellumPreview

/// Layout snapshots of the seed articles' containers (Fixtures/Seeds), as the gallery
/// previews them on an iPhone 15 screen (393×852 pt, safe area 59 pt on top and 34 pt
/// below, so the safe rect is 393×759 from y = 59): where each child lands.
@Suite(.serialized)
struct SeedContainerTests {
  func snapshot(_ name: String, colorScheme: ColorScheme = .light) throws -> LayoutSnapshot {
    let preview = try #require(Gallery.previews.first { $0.name == name }, "no preview named \(name)")
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    environment.colorScheme = colorScheme
    return LayoutSnapshot(
      of: preview.view, proposal: preview.canvas.proposal, scale: 3, environment: environment,
      safeArea: preview.canvas.safeArea)
  }

  func displayList(_ name: String) throws -> DisplayList {
    let preview = try #require(Gallery.previews.first { $0.name == name })
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    environment.displayScale = 3
    return Renderer(
      preview.view, proposal: preview.canvas.proposal, environment: environment, safeArea: preview.canvas.safeArea
    ).displayList
  }

  func text(_ snapshot: LayoutSnapshot, _ string: String) throws -> CGRect {
    try #require(snapshot.frames(ofText: string).first, "no Text(\"\(string)\")")
  }

  /// Equal within a thousandth of a point (frames are sums of fractions).
  func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }
  func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
  }

  @Test(arguments: ["SeparatedGroup", "SeparatedGroupLegacy"])
  func separatedGroupPutsDividersOnlyBetweenChildren(name: String) throws {
    let snapshot = try snapshot(name)
    let texts = try ["First item", "Second item", "Third item"].map { try text(snapshot, $0) }
    let dividers = snapshot.frames(ofKind: "Divider")
    #expect(dividers.count == 2, "one divider between each pair, none before the first or after the last")
    guard dividers.count == 2 else { return }
    for index in 0..<2 {
      #expect(close(dividers[index].minY, texts[index].maxY), "divider \(index) starts where item \(index) ends")
      #expect(
        close(texts[index + 1].minY, dividers[index].maxY), "item \(index + 1) starts where divider \(index) ends")
      #expect(close(dividers[index].width, 393), "a divider in a VStack spans the offered width")
      #expect(abs(dividers[index].height - 1.0 / 3) < 0.001, "one pixel thick at @3x")
    }
  }

  @Test func legacyAndModernSeparatedGroupsLayOutAlike() throws {
    let legacy = try snapshot("SeparatedGroupLegacy")
    let modern = try snapshot("SeparatedGroup")
    for string in ["First item", "Second item", "Third item"] {
      #expect(legacy.frames(ofText: string) == modern.frames(ofText: string))
    }
    #expect(legacy.frames(ofKind: "Divider") == modern.frames(ofKind: "Divider"))
  }

  @Test func cardStackWrapsEachChildInAPaddedCard() throws {
    let snapshot = try snapshot("CardStack")
    let cards = snapshot.frames(ofKind: "clipShape")
    #expect(cards.count == 3)
    let first = try text(snapshot, "Cards get padding and a material background.")
    let second = try text(snapshot, "Each child of the builder is its own card.")
    guard cards.count == 3 else { return }
    #expect(close(cards[0].insetBy(dx: 16, dy: 16), first), "default padding of 16 inside the card")
    #expect(close(cards[1].insetBy(dx: 16, dy: 16), second))
    #expect(close(cards[1].minY - cards[0].maxY, 12) && close(cards[2].minY - cards[1].maxY, 12), "VStack(spacing: 12)")
    #expect(cards.allSatisfy { close($0.midX, 393.0 / 2) }, "cards hug their text and are centred")
    let list = try displayList("CardStack").description
    #expect(list.components(separatedBy: "material(").count - 1 == 3, "each card is filled with a material")
  }

  @Test func customListPlacesHeadersItemsAndSpacing() throws {
    let snapshot = try snapshot("CustomList")
    let fruits = try text(snapshot, "Fruits")
    let apple = try text(snapshot, "Apple")
    let banana = try text(snapshot, "Banana")
    let vegetables = try text(snapshot, "Vegetables")
    let carrot = try text(snapshot, "Carrot")
    #expect(close(apple.minX, fruits.minX + 16), "items are padded on the leading edge")
    #expect(close(apple.minY - fruits.maxY, 8), "inner VStack(spacing: 8)")
    #expect(close(banana.minY - apple.maxY, 8))
    #expect(close(vegetables.minY - banana.maxY, 16), "sections 16 apart")
    #expect(close(vegetables.minX, fruits.minX) && close(carrot.minX, apple.minX), "leading alignment")
    let list = try displayList("CustomList").description
    #expect(list.contains("w600") && list.contains("\"Fruits\""), "headers are in the headline font")
  }

  @Test func formGroupRowsAndInsetDividers() throws {
    let snapshot = try snapshot("FormGroup")
    let dividers = snapshot.frames(ofKind: "Divider")
    let card = try #require(snapshot.frames(ofKind: "clipShape").first)
    #expect(close(card.minX, 16) && close(card.width, 361), "the group fills the padded width")
    #expect(dividers.count == 2)
    guard dividers.count == 2 else { return }
    let contentLeading = card.minX + 16
    #expect(close(dividers[0].minX, contentLeading + 44), "dividers are inset by 44 pt")
    #expect(close(dividers[0].maxX, card.maxX - 16))
    #expect(close(dividers[1].minY - dividers[0].maxY, 44), "rows are at least 44 pt tall")
    let profile = try text(snapshot, "Profile")
    let settings = try text(snapshot, "Settings")
    // Each title follows its own icon's box (`person` is measured wider than the square
    // `gear`), as an HStack of a label's parts does outside a list.
    let gear = try #require(snapshot.frames(ofKind: "Image(\"gear\")").first)
    #expect(close(gear.minX, contentLeading) && close(settings.minX, gear.maxX + 8), "rows start at the same edge")
    #expect(abs(profile.midY - (card.minY + 16 + 22)) < 0.01, "the title is centred in its 44-pt row")
    let icon = try #require(snapshot.frames(ofKind: "Image(\"person\")").first)
    #expect(close(icon.minX, contentLeading) && close(profile.minX, icon.maxX + 8), "icon, then title 8 pt later")
    #expect(close(icon.midY, profile.midY), "icon centred on the title")
  }

  @Test func cardIsPaddedAndShadowed() throws {
    let snapshot = try snapshot("Card")
    let background = try #require(snapshot.frames(ofKind: "RoundedRectangle").first)
    let title = try text(snapshot, "Material card")
    #expect(close(background.midX, 393.0 / 2) && close(background.midY, 59 + 759.0 / 2), "centred in the safe area")
    let gradient = try #require(snapshot.frames(ofKind: "Rectangle").first)
    #expect(close(gradient, CGRect(x: 0, y: 0, width: 393, height: 852)), "the gradient ignores the safe area")
    #expect(background.width <= 393 - 64, "padding(32) around the card")
    #expect(close(title.minY, background.minY + 16), "default padding inside the card")
    #expect(abs(title.midX - background.midX) < 0.01, "VStack centres the title")
    let list = try displayList("Card").description
    #expect(list.contains("shadow #00000054 σ4 (0, 0)"), "shadow(radius: 4): black at 33 %, σ 4")
    #expect(list.contains("material(σ30"), "Material.regular backdrop")
  }

  @Test func carouselPagesFillTheContainerMinusMargins() throws {
    let snapshot = try snapshot("Carousel")
    let pages = snapshot.frames(ofKind: "RoundedRectangle")
    #expect(pages.count >= 2)
    guard pages.count >= 2 else { return }
    #expect(close(pages[0], CGRect(x: 16, y: pages[0].minY, width: 361, height: 200)), "393 − 2 × 16 content margins")
    #expect(close(pages[1].minX, 16 + 361 + 8), "LazyHStack spacing 8; the next page peeks in")
    let scroll = try #require(snapshot.frames(ofKind: "ScrollView").first)
    // A LazyHStack takes the height it is offered (unlike HStack), so the rail fills the
    // screen and its pages sit in the middle.
    #expect(close(scroll.height, 759))
    #expect(close(pages[0].midY, 59 + 759.0 / 2))
  }

  @Test func magazineTreatsTheFirstChildDifferently() throws {
    let snapshot = try snapshot("Magazine")
    let cover = try text(snapshot, "Cover story")
    let shapes = snapshot.frames(ofKind: "RoundedRectangle")
    #expect(shapes.count >= 2)
    guard shapes.count >= 2 else { return }
    #expect(close(shapes[0].height, 759.0 / 3), "a third of the container's height, minus the safe area")
    #expect(close(shapes[0].minX, 16) && close(shapes[0].width, 361))
    #expect(shapes[0].contains(CGPoint(x: cover.midX, y: cover.midY)))
    #expect(shapes[1].minY > shapes[0].maxY, "the rest follow in a horizontal rail below")
    #expect(close(shapes[1].width, 393 - 32), "each story is a full container width minus its padding")
    #expect(shapes.count >= 3 && close(shapes[2].minX - shapes[1].minX, 393 + 8), "side by side, 8 pt apart")
    #expect(snapshot.frames(ofText: "Story 1").count == 1, "subviews[1...] skips the first child")
  }

  @Test func sectionCarouselLaysOutEachSection() throws {
    let snapshot = try snapshot("SectionCarousel")
    let cities = try text(snapshot, "Cities")
    let lisbon = try text(snapshot, "Lisbon")
    let footer = try text(snapshot, "Swipe for more")
    let coasts = try text(snapshot, "Coasts")
    let algarve = try text(snapshot, "Algarve")
    #expect(cities.maxY < lisbon.minY && lisbon.maxY < footer.minY && footer.maxY < coasts.minY)
    #expect(coasts.maxY < algarve.minY)
    let tiles = snapshot.frames(ofKind: "RoundedRectangle")
    #expect(tiles.count == 4)
    for tile in tiles {
      #expect(close(tile.width, 361) && close(tile.height, 100), "containerRelativeFrame width, minHeight 100: \(tile)")
    }
    #expect(snapshot.frames(ofText: "Porto").first?.midY == lisbon.midY, "a section's content is one rail")
  }

  @Test func groupSectionsSnippetSinglesOutTheFirstSection() throws {
    let snapshot = try snapshot("SectionRails")
    let featured = try #require(snapshot.frames(ofKind: "RoundedRectangle").first)
    #expect(featured.height >= 100)
    #expect(snapshot.frames(ofText: "Hidden rail").isEmpty, "later sections show only header and footer")
    let second = try text(snapshot, "Second section header")
    let secondFooter = try text(snapshot, "Second section footer")
    let third = try text(snapshot, "Third section header")
    #expect(featured.maxY < second.minY && second.maxY < secondFooter.minY && secondFooter.maxY < third.minY)

    let plain = try self.snapshot("SectionRailsNoSections")
    #expect(
      plain.frames(ofText: "One").count == 1 && plain.frames(ofText: "Two").count == 1,
      "content with no Section is one section: its content is sections[0].content")
  }

  @Test func subviewCardsReadTheirTintFromContainerValues() throws {
    let snapshot = try snapshot("SubviewCardContainer")
    let cards = snapshot.frames(ofKind: "RoundedRectangle").filter { close($0.width, 353) }
    #expect(cards.count == 3, "two static children and one from the ForEach")
    let bars = snapshot.frames(ofKind: "Capsule")
    #expect(bars.count == 3)
    for (card, bar) in zip(cards, bars) {
      #expect(close(bar.minX, card.minX + 8) && close(bar.width, 5), "the tint bar sits 8 pt in")
      #expect(close(bar.minY, card.minY + 12) && close(bar.maxY, card.maxY - 12))
    }
    let plain = try text(snapshot, "Plain text becomes a card too, with no wrapper around it.")
    #expect(cards.count == 3 && close(plain.minX, cards[1].minX + 22), "padding(16) then padding(.leading, 6)")

    let list = try displayList("SubviewCardContainer").description
    let environment = EnvironmentValues()
    for color in [Color.indigo, .blue, .pink] {
      let fill = Paint.color(RGBA(color.opacity(0.16).resolve(in: environment))).description
      #expect(list.contains(fill), "a card filled with \(color) at 16 %")
    }
  }
}
