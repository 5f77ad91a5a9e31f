import Foundation
import Testing
import Vellum
import VellumCairo

/// List and Form geometry measured on the iOS 17/18 renders in ../shared/ios-reference
/// (issue 28), checked on the laid-out tree at 390 pt and @3x, with no safe area: card and
/// row positions are relative to the screen's top.
@Suite struct IOSConformanceListTests {
  func snapshot<V: View>(_ view: V, width: CGFloat = 390) throws -> LayoutSnapshot {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    return LayoutSnapshot(
      of: view, proposal: ProposedViewSize(width: width, height: 844), scale: 3, environment: environment)
  }

  /// bwa-debug-menu: a row holding a `Toggle` is 44 pt tall, as a text row is; the 51 × 31
  /// switch does not make it taller. (Vellum drew it 53 pt tall: 31 + 2 × 11.)
  @Test func aToggleRowIs44Tall() throws {
    let s = try snapshot(
      List {
        Toggle("Enable Pm Bwa Sync", isOn: .constant(true))
        Text("Below")
      })
    let toggleText = try #require(s.frames(ofText: "Enable Pm Bwa Sync").first)
    let below = try #require(s.frames(ofText: "Below").first)
    #expect(abs((below.midY - toggleText.midY) - 44) < 0.34, "row pitch \(below.midY - toggleText.midY)")
  }

  /// Issue 28: `.contentMargins(.top, 0, for: .scrollContent)` puts a list's first card at the
  /// top of its scroll content, where iOS draws it (Vellum drew it 35 pt lower, its default
  /// gap); a margin of 20 puts it 20 lower; without the modifier the default gap stays.
  @Test func aTopContentMarginReplacesTheFirstSectionsGap() throws {
    func firstRowTop(_ margin: CGFloat?) throws -> CGFloat {
      let list = List { Text("First") }
      let s =
        try margin.map { try snapshot(list.contentMargins(.top, $0, for: .scrollContent)) } ?? snapshot(list)
      return try #require(s.frames(ofText: "First").first).midY - 22
    }
    #expect(abs(try firstRowTop(0) - 0) < 0.34)
    #expect(abs(try firstRowTop(20) - 20) < 0.34)
    #expect(abs(try firstRowTop(nil) - 35) < 0.34, "the default gap above a bare list's first card")
  }

  /// Rows whose text needs more room keep 11 pt above and below it (a two-line row is about
  /// 63 tall, spec §2.4a), while a lone 31 pt control keeps only 6.5.
  @Test func textKeepsItsInsetWhileControlsDoNot() throws {
    let s = try snapshot(
      List {
        VStack(alignment: .leading) {
          Text("Title").font(.headline)
          Text("Subtitle").font(.subheadline)
        }
        Color.red.frame(width: 40, height: 40).id("square")
        Text("Last")
      })
    let title = try #require(s.frames(ofText: "Title").first)
    let subtitle = try #require(s.frames(ofText: "Subtitle").first)
    let square = try #require(s.frame(of: "square"))
    let last = try #require(s.frames(ofText: "Last").first)
    #expect(abs(title.minY - 35 - 11) < 0.34, "text 11 below the row's top: \(title)")
    #expect(abs(square.minY - (subtitle.maxY + 11 + 6.5)) < 0.34, "square \(square), subtitle \(subtitle)")
    // The square's row is 40 + 2 × 6.5 = 53; the last row is 44 with its text centred.
    #expect(abs(last.midY - (square.maxY + 6.5 + 22)) < 0.34, "\(square) \(last)")
  }

  /// scannow-settings-ios18 (and -ios17, -dark), drawn at Medium (swift-snapshot-testing's
  /// device traits): a Form's first card is 37.33 below the top of the safe area when its
  /// section has a header, and card bottom to the next card's top is 55 when the next section
  /// has a header. At Large the footnote header's line is 1.33 taller and so are both: the
  /// first card at 38.67 (scannow-file-section-counter-ios18, no device traits). (Vellum before:
  /// 41.67 and 41.67; then 37.33 at Large, fitted to the Medium renders.)
  @Test(arguments: [(DynamicTypeSize.medium, 37.33, 55.0), (.large, 38.67, 56.33)])
  func formSectionsWithHeadersAreSpacedAsIOS(size: DynamicTypeSize, firstCard: Double, gap: Double) throws {
    let s = try snapshot(
      Form {
        Section(header: Text("File")) {
          Text("One"); Text("Two")
        }
        Section(header: Text("About")) { Text("Three") }
      }
      .dynamicTypeSize(size), width: 375)
    let one = try #require(s.frames(ofText: "One").first)
    let two = try #require(s.frames(ofText: "Two").first)
    let three = try #require(s.frames(ofText: "Three").first)
    let firstCardTop = one.midY - 22
    let firstCardBottom = two.midY + 22
    let secondCardTop = three.midY - 22
    #expect(abs(firstCardTop - firstCard) < 0.34, "first card at \(firstCardTop)")
    #expect(abs(secondCardTop - firstCardBottom - gap) < 0.34, "gap \(secondCardTop - firstCardBottom)")
    let header = try #require(s.frames(ofText: "FILE").first ?? s.frames(ofText: "File").first)
    #expect(header.maxY < firstCardTop && firstCardTop - header.maxY < 9, "header \(header) above the card")
  }

  /// Under a navigation bar the first card sits 41.67 below the bar (spec §2.4a), lower than
  /// at the top of a bare screen.
  @Test func aFormUnderAnInlineBarStartsLower() throws {
    let s = try snapshot(
      NavigationStack {
        Form { Section(header: Text("File")) { Text("One") } }
          .navigationTitle("Settings")
          .navigationBarTitleDisplayMode(.inline)
      })
    let one = try #require(s.frames(ofText: "One").first)
    #expect(abs(one.midY - 22 - (44 + 41.67)) < 0.34, "first card at \(one.midY - 22), bar bottom 44")
  }

  /// Every toggle in ../shared/ios-reference draws its 51 pt track 2 pt past the trailing edge
  /// of its layout; in a right-to-left layout the trailing edge is the left one.
  @Test func theSwitchOverhangsItsTrailingEdgeInBothDirections() throws {
    let toggle = Toggle("Wi-Fi", isOn: .constant(true))
    let ltr = try #require(try snapshot(toggle).frames(ofKind: "Capsule").first)
    #expect(ltr.maxX == 392 && ltr.width == 51, "\(ltr)")
    let rtl = try #require(
      try snapshot(toggle.environment(\.layoutDirection, .rightToLeft)).frames(ofKind: "Capsule").first)
    #expect(rtl.minX == -2 && rtl.width == 51, "\(rtl)")
  }

  /// Issue 28, an iOS 17/18 render of `Form { Section("S") { List { … } } }` with two two-line
  /// rows: iOS lays the inner list's rows out in place as rows of the outer section (rows 62.3
  /// and 63 pt, text ink at x 41 on a 390 pt screen, the outer rows' inset, layout x 40). Vellum
  /// drew a second inset card in the section with one tall row, its text at x 80.
  @Test func aListInAFormSectionAddsItsRowsToTheSection() throws {
    let nested = try snapshot(
      Form {
        Section("S") {
          List {
            VStack(alignment: .leading) {
              Text("Alpha").font(.headline); Text("First").font(.subheadline)
            }
            VStack(alignment: .leading) {
              Text("Beta").font(.headline); Text("Second").font(.subheadline)
            }
          }
        }
      })
    let direct = try snapshot(
      Form {
        Section("S") {
          VStack(alignment: .leading) {
            Text("Alpha").font(.headline); Text("First").font(.subheadline)
          }
          VStack(alignment: .leading) {
            Text("Beta").font(.headline); Text("Second").font(.subheadline)
          }
        }
      })
    for text in ["Alpha", "First", "Beta", "Second"] {
      let inner = try #require(nested.frames(ofText: text).first)
      #expect(inner == direct.frames(ofText: text).first, "\(text) where the section's own row puts it: \(inner)")
      #expect(inner.minX == 40, "\(text) at the outer rows' inset: \(inner)")
    }
    #expect(nested.frames(ofKind: "ScrollView").count == 1, "no second scrolling list in the row")
  }

  /// Issue 28 and spec §2.4a (iOS 17/18 renders): at accessibility Dynamic Type sizes a
  /// `LabeledContent` row stacks its value under its label, both leading, and the row is
  /// 118.67 pt tall at AX3. (Vellum kept them side by side in a 69.7 pt row.)
  @Test func labeledContentStacksItsValueAtAccessibilitySizes() throws {
    let s = try snapshot(
      List {
        LabeledContent("Version", value: "1.0")
        Text("Next")
      }.dynamicTypeSize(.accessibility3))
    let label = try #require(s.frames(ofText: "Version").first)
    let value = try #require(s.frames(ofText: "1.0").first)
    let next = try #require(s.frames(ofText: "Next").first)
    #expect(label.minX == 40 && value.minX == 40, "both at the row's leading inset: \(label) \(value)")
    #expect(value.minY >= label.maxY - 0.01, "the value under the label: \(label) \(value)")
    // The first row starts 35 below the top; the next row's text keeps 11 to its row's top.
    let rowHeight = next.minY - 11 - 35
    #expect(abs(rowHeight - 118.67) < 1, "row \(rowHeight) tall")

    let bare = try snapshot(LabeledContent("Version", value: "1.0").dynamicTypeSize(.accessibility1))
    let bareLabel = try #require(bare.frames(ofText: "Version").first)
    let bareValue = try #require(bare.frames(ofText: "1.0").first)
    #expect(bareValue.minX == bareLabel.minX && bareValue.minY >= bareLabel.maxY - 0.01, "outside a list too")
  }

  /// Below the accessibility sizes the label stays leading and the value trailing on its line.
  @Test func labeledContentStaysSideBySideAtOtherSizes() throws {
    for size in [DynamicTypeSize.large, .xxxLarge] {
      let s = try snapshot(List { LabeledContent("Version", value: "1.0") }.dynamicTypeSize(size))
      let label = try #require(s.frames(ofText: "Version").first)
      let value = try #require(s.frames(ofText: "1.0").first)
      #expect(label.minX == 40 && value.maxX == 350 && value.minY == label.minY, "\(size): \(label) \(value)")
    }
  }
}
