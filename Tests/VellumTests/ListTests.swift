import Foundation
import Testing
import Vellum
import VellumCairo

/// Lists and forms (Sources/Vellum/Lists): row frames, separator insets, headers, row traits.
/// Numbers from spec §2.4/§2.4a, on a 390-wide canvas at scale 1 (separators 1 pt).
@Suite struct ListTests {
  let screen = ProposedViewSize(width: 390, height: 844)

  func snapshot<V: View>(_ view: V, scale: CGFloat = 1) throws -> LayoutSnapshot {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    return LayoutSnapshot(of: view, proposal: screen, scale: scale, environment: environment)
  }

  func separators(_ snapshot: LayoutSnapshot) -> [CGRect] {
    snapshot.frames(ofKind: "Rectangle").filter { $0.height > 0 }
  }

  /// Measured on an iOS 18 simulator render of `List { LabeledContent("San Francisco") {
  /// Text("20 °C, Sunny") } }` at 390×844 @3x (StanfordSpezi/SpeziViews, MIT,
  /// `listRow.iphone-regular.png` at 5242bd9): card 82–126 pt (35 below the 47 pt safe
  /// area), label ink from x = 41, value ink ending at x = 349 (its frame at 350, the card's
  /// 370 less 20). Here without a safe area, so the card starts at 35.
  @Test func aLabeledContentRowMatchesIOS18() throws {
    let s = try snapshot(List { LabeledContent("San Francisco") { Text(verbatim: "20 °C, Sunny") } }, scale: 3)
    let label = try #require(s.frames(ofText: "San Francisco").first)
    let value = try #require(s.frames(ofText: "20 °C, Sunny").first)
    #expect(label.minX == 40 && abs(value.maxX - 350) < 0.34, "\(label) \(value)")
    #expect(abs(label.midY - (35 + 22)) < 0.34 && abs(value.midY - label.midY) < 0.01, "centred in the 44 pt row")
  }

  /// A row whose first text is a field's, inside the field's `ZStack`, starts its separator
  /// there, as a text row does; before, the `ZStack` passed on no horizontal guide and the
  /// separator started under the row's button (a mood log's "New Tag" row, fourteenth round).
  @Test func aFieldRowsSeparatorStartsAtTheFieldsText() throws {
    let s = try snapshot(
      List {
        HStack {
          TextField("New Tag", text: .constant(""))
          Button("Add") {}.buttonStyle(.bordered)
        }
        ZStack(alignment: .leading) { Text("Behind").padding(.leading, 12) }
        Text("Last")
      })
    let lines = separators(s)
    #expect(lines.map(\.minX) == [40, 52], "the field's text, then the text 12 pt in: \(lines)")
  }

  @Test func insetGroupedSeparatorsRunFromTheTextToTheCardsEdge() throws {
    let s = try snapshot(
      List {
        Text("One"); Text("Two"); Text("Three")
      })
    let lines = separators(s)
    #expect(lines.count == 2, "between rows only, none below the last: \(lines)")
    for line in lines {
      #expect(line.minX == 40 && line.maxX == 370 && line.height == 1, "\(line)")
    }
    #expect(lines.map(\.maxY) == [79, 123], "along each row's bottom edge, rows 44 tall from y = 35")
  }

  @Test func separatorsAreOnePixelAtEachScale() throws {
    let s = try snapshot(
      List {
        Text("One"); Text("Two")
      }, scale: 3)
    #expect(separators(s).map(\.height) == [1.0 / 3])
  }

  @Test func aLabelsSeparatorStartsAtItsTitle() throws {
    let s = try snapshot(
      List {
        Label("Wi-Fi", systemImage: "gear")
        Label("Bluetooth", systemImage: "gear")
      })
    #expect(separators(s).map(\.minX) == [80])
    #expect(s.frames(ofText: "Wi-Fi").first?.minX == 80)
    let outside = try snapshot(Label("Wi-Fi", systemImage: "gear").fixedSize())
    let icon = try #require(outside.frames(ofKind: "Image(\"gear\")").first)
    let title = try #require(outside.frames(ofText: "Wi-Fi").first)
    #expect(title.minX - icon.maxX == 8, "outside a list a Label keeps the stack spacing")
  }

  @Test func plainListsHaveNoCardsAndFullWidthSeparators() throws {
    let s = try snapshot(
      List {
        Text("One"); Text("Two")
      }.listStyle(.plain))
    #expect(separators(s).map { [$0.minX, $0.maxX] } == [[20, 390]])
    #expect(s.frames(ofKind: "Color(secondarySystemGroupedBackground)").isEmpty)
    #expect(s.frames(ofText: "One").first?.minX == 20)
  }

  @Test func groupedListsSpanTheWidth() throws {
    let s = try snapshot(List { Text("One") }.listStyle(.grouped))
    #expect(s.frames(ofKind: "Color(secondarySystemGroupedBackground)").first?.width == 390)
    #expect(s.frames(ofText: "One").first?.minX == 20)
  }

  @Test func groupedSectionsAreEdgedByFullWidthHairlines() throws {
    let s = try snapshot(
      List {
        Section {
          Text("One"); Text("Two")
        }
        Section { Text("Three") }.listSectionSeparator(.hidden, edges: .bottom)
      }.listStyle(.grouped), scale: 2)
    let lines = separators(s)
    let full = lines.filter { $0.minX == 0 && $0.width == 390 }
    #expect(full.count == 3, "above and below the first section, above the second only: \(lines)")
    #expect(full.allSatisfy { $0.height == 0.5 }, "one pixel at @2x")
    #expect(lines.filter { $0.minX == 20 }.count == 1, "between One and Two, inset to the text")
    let inset = try snapshot(List { Section { Text("One") } }.listStyle(.insetGrouped))
    #expect(separators(inset).isEmpty, "inset-grouped cards have no edge lines")
  }

  @Test func groupedHeadersAreUpperCasedFootnotes() throws {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    let form = Form {
      Section("Account") { Text("Name") }
      Section {
        Text("Email")
      } header: {
        Text("Kept").textCase(nil)
      }
    }
    let list = Renderer(form, proposal: screen, environment: environment).displayList.description
    #expect(list.contains("ACCOUNT"), "\(list)")
    #expect(!list.contains("Account"))
    #expect(list.contains("Kept"), ".textCase(nil) undoes the upper case")
    let s = try snapshot(form)
    let header = try #require(s.frames(ofText: "ACCOUNT").first)
    let name = try #require(s.frames(ofText: "Name").first)
    #expect(header.height == 16, "footnote: 15.51 rounded up")
    #expect(abs((name.minY - 11.5) - (header.maxY + 6)) < 0.001, "the card starts 6 below the header")
  }

  @Test func rowTraitsChangeTheRow() throws {
    let s = try snapshot(
      List {
        Text("Inset").listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0))
        Text("Hidden").listRowSeparator(.hidden)
        Text("Count").badge(3)
        Text("Last")
      })
    #expect(s.frames(ofText: "Inset").first?.minX == 80, "card 20 + inset 60")
    #expect(separators(s).count == 1, "the hidden row drops the separators above and below it: \(separators(s))")
    let badge = try #require(s.frames(ofText: "3").first)
    #expect(badge.maxX == 350, "the badge ends at the row's trailing inset")
  }

  @Test func minimumRowHeightComesFromTheEnvironment() throws {
    let s = try snapshot(
      List {
        Text("A"); Text("B")
      }.environment(\.defaultMinListRowHeight, 60))
    let a = try #require(s.frames(ofText: "A").first)
    let b = try #require(s.frames(ofText: "B").first)
    #expect(b.minY - a.minY == 60)
  }

  @Test func listsMadeFromDataMakeOneRowPerElement() throws {
    struct Item: Identifiable {
      let id: Int
      let name: String
    }
    let items = [Item(id: 1, name: "Alpha"), Item(id: 2, name: "Beta")]
    let byIdentifiable = try snapshot(List(items) { Text($0.name) })
    let byKeyPath = try snapshot(List(["x", "y", "z"], id: \.self) { Text($0) })
    let byRange = try snapshot(List(0..<4) { Text("Row \($0)") })
    #expect(separators(byIdentifiable).count == 1)
    #expect(separators(byKeyPath).count == 2)
    #expect(separators(byRange).count == 3)
    #expect(byRange.frames(ofText: "Row 3").first?.minY == 35 + 3 * 44 + 11.5)
  }

  @Test func anEmptyListDrawsOnlyItsBackground() throws {
    let s = try snapshot(List {})
    #expect(separators(s).isEmpty)
    #expect(s.frames(ofKind: "Color(secondarySystemGroupedBackground)").isEmpty)
    #expect(s.frames(ofKind: "Color(systemGroupedBackground)").first?.size == CGSize(width: 390, height: 844))
  }

  @Test func scrollContentBackgroundHiddenRemovesTheListBackground() throws {
    let s = try snapshot(Form { Text("A") }.scrollContentBackground(.hidden))
    #expect(s.frames(ofKind: "Color(systemGroupedBackground)").isEmpty)
  }

  @Test func rowSpacingMakesEachRowACard() throws {
    let s = try snapshot(
      List {
        Text("A"); Text("B")
      }.listRowSpacing(10))
    #expect(separators(s).isEmpty)
    let a = try #require(s.frames(ofText: "A").first)
    let b = try #require(s.frames(ofText: "B").first)
    #expect(b.minY - a.minY == 54)
  }

  @Test func labeledContentPutsTheValueTrailingInTheSecondaryColour() throws {
    let s = try snapshot(Form { LabeledContent("Version", value: "1.0") })
    let value = try #require(s.frames(ofText: "1.0").first)
    #expect(value.maxX == 350)
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    let list = Renderer(LabeledContent("Version", value: "1.0"), proposal: screen, environment: environment)
      .displayList.description
    #expect(list.contains("#3c3c4399 \"1.0\""), "the value in the secondary label colour: \(list)")
    #expect(list.contains("#000000ff \"Version\""))
  }

  /// A contacts screen's detail rows: a `LabeledContentStyle` that stacks the label over the
  /// value (`makeBody(configuration: Configuration)`, iOS 16) lays out every `LabeledContent`
  /// inside `labeledContentStyle(_:)`; `.automatic` and a style's own `LabeledContent(configuration)`
  /// keep iOS's layout.
  struct StackedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading) {
        configuration.label.font(.caption)
        configuration.content
      }
    }
  }

  struct PassThroughStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View { LabeledContent(configuration) }
  }

  @Test func aLabeledContentStyleLaysOutItsLabelAndContent() throws {
    let styled = try snapshot(Form { LabeledContent("Phone", value: "555 0100") }.labeledContentStyle(StackedStyle()))
    let label = try #require(styled.frames(ofText: "Phone").first)
    let value = try #require(styled.frames(ofText: "555 0100").first)
    #expect(value.minY >= label.maxY - 0.01 && abs(value.minX - label.minX) < 0.01, "stacked: \(label) \(value)")
    for plain in [
      try snapshot(Form { LabeledContent("Phone", value: "555 0100") }.labeledContentStyle(.automatic)),
      try snapshot(Form { LabeledContent("Phone", value: "555 0100") }.labeledContentStyle(PassThroughStyle())),
    ] {
      let trailing = try #require(plain.frames(ofText: "555 0100").first)
      #expect(trailing.maxX == 350, "the automatic layout: \(trailing)")
    }
  }

  @Test func inertModifiersChangeNothing() throws {
    let plain = try snapshot(
      List {
        Text("A"); Text("B")
      })
    let decorated = try snapshot(
      List {
        ForEach(["A", "B"], id: \.self) { name in
          Text(name)
            .onTapGesture {}
            .onAppear {}
            .task {}
            .onChange(of: name) { _, _ in }
            .contextMenu { Text("Copy") }
            .swipeActions { Text("Delete") }
            .gesture(DragGesture().onChanged { _ in })
        }
        // iOS 17's drop on a ForEach gives the dropped items and their index (a chat list's
        // reordering by drag and drop), then the edit actions chain on.
        .dropDestination(for: String.self) { items, index in _ = (items, index) }
        .onDelete { _ in }
        .onMove { _, _ in }
      }
      .refreshable {})
    #expect(plain.frames(ofText: "B") == decorated.frames(ofText: "B"))
    #expect(separators(plain) == separators(decorated))
  }
}
