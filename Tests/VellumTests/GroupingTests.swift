import Foundation
import Testing
import Vellum
import VellumCairo

/// GroupBox, DisclosureGroup, ContentUnavailableView (Sources/Vellum/Grouping).
@Suite struct GroupingTests {
  let screen = ProposedViewSize(width: 390, height: 844)

  func snapshot<V: View>(_ view: V) throws -> LayoutSnapshot {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    return LayoutSnapshot(of: view, proposal: screen, scale: 1, environment: environment)
  }

  @Test func disclosureGroupsShowContentOnlyWhenExpanded() throws {
    let collapsed = try snapshot(DisclosureGroup("More") { Text("Inside") })
    #expect(collapsed.frames(ofText: "Inside").isEmpty)
    #expect(collapsed.frames(ofKind: "Image(\"chevron.right\")").count == 1)
    let expanded = try snapshot(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Inside") })
    #expect(expanded.frames(ofText: "Inside").count == 1)
    #expect(expanded.frames(ofKind: "Image(\"chevron.down\")").count == 1)
  }

  @Test func anExpandedDisclosureGroupInAListMakesRows() throws {
    let s = try snapshot(
      List {
        DisclosureGroup("More", isExpanded: .constant(true)) {
          Text("A"); Text("B")
        }
      })
    let more = try #require(s.frames(ofText: "More").first)
    let a = try #require(s.frames(ofText: "A").first)
    let b = try #require(s.frames(ofText: "B").first)
    #expect(a.minY - more.minY == 44 && b.minY - a.minY == 44, "one row each")
    #expect(s.frames(ofKind: "Rectangle").filter { $0.height > 0 }.count == 2, "separators between the three rows")
  }

  @Test func groupBoxesPadTheirContentOnARoundedBackground() throws {
    let s = try snapshot(GroupBox("Title") { Text("Body") }.fixedSize())
    let title = try #require(s.frames(ofText: "Title").first)
    let body = try #require(s.frames(ofText: "Body").first)
    let box = try #require(s.frames(ofKind: "background").first)
    #expect(title.minX - box.minX == 16 && title.minY - box.minY == 16)
    #expect(body.minY - title.maxY == 8)
  }

  @Test func contentUnavailableSearchSaysNoResults() throws {
    let s = try snapshot(ContentUnavailableView.search(text: "Tokyo"))
    #expect(s.frames(ofText: "No Results for “Tokyo”").count == 1)
    let description = try #require(s.frames(ofText: "Check the spelling or try a new search.").first)
    #expect(abs(description.midX - 195) < 0.5, "centred")
    #expect(s.frames(ofKind: "Image(\"magnifyingglass\")").count == 1)
  }
}

@Suite struct OutlineAndControlGroupTests {
  struct Node: Identifiable {
    let id: String
    var children: [Node]?
  }

  @Test func aHierarchicalListShowsTopLevelRowsWithChevronsWhereThereAreChildren() throws {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    let tree = [Node(id: "Fruits", children: [Node(id: "Apple")]), Node(id: "Bread", children: nil)]
    let s = LayoutSnapshot(
      of: List(tree, children: \.children) { Text($0.id) }, proposal: ProposedViewSize(width: 390, height: 844),
      scale: 1, environment: environment)
    #expect(s.frames(ofText: "Fruits").count == 1 && s.frames(ofText: "Bread").count == 1)
    #expect(s.frames(ofText: "Apple").isEmpty, "collapsed")
    #expect(s.frames(ofKind: "Image(\"chevron.right\")").count == 1)
  }

  @Test func aControlGroupSharesItsWidth() throws {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    let s = LayoutSnapshot(
      of: ControlGroup {
        Button("Bold") {}
        Button("Italic") {}
      }, proposal: ProposedViewSize(width: 300, height: 100), scale: 1, environment: environment)
    let bold = try #require(s.frames(ofText: "Bold").first)
    let italic = try #require(s.frames(ofText: "Italic").first)
    #expect(bold.midX < 150 && italic.midX > 150 && abs(bold.midY - italic.midY) < 0.001)
  }
}

@Suite struct SafeAreaInsetTests {
  @Test func theInsetTakesItsHeightAtTheEdgeAndTheViewTheRest() {
    let view = Color.red.id("main")
      .safeAreaInset(edge: .bottom, spacing: 10) { Color.blue.frame(height: 50).id("bar") }
    let s = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 300, height: 600))
    #expect(s.frame(of: "main") == CGRect(x: 0, y: 0, width: 300, height: 540))
    #expect(s.frame(of: "bar") == CGRect(x: 0, y: 550, width: 300, height: 50))
    let top = Color.red.id("main").safeAreaInset(edge: .top) { Color.blue.frame(width: 100, height: 40).id("bar") }
    let t = LayoutSnapshot(of: top, proposal: ProposedViewSize(width: 300, height: 600))
    #expect(t.frame(of: "main") == CGRect(x: 0, y: 40, width: 300, height: 560))
    #expect(t.frame(of: "bar") == CGRect(x: 100, y: 0, width: 100, height: 40), "centred by default")
  }

  /// The leading and trailing forms (a detail screen's side rail) take the inset's width.
  @Test func aSideInsetTakesItsWidthAtTheEdgeAndTheViewTheRest() {
    let view = Color.red.id("main")
      .safeAreaInset(edge: .leading, spacing: 8) { Color.blue.frame(width: 40).id("rail") }
    let s = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 300, height: 600))
    #expect(s.frame(of: "main") == CGRect(x: 48, y: 0, width: 252, height: 600))
    #expect(s.frame(of: "rail") == CGRect(x: 0, y: 0, width: 40, height: 600))
    let trailing = Color.red.id("main")
      .safeAreaInset(edge: .trailing, alignment: .top) { Color.blue.frame(width: 30, height: 30).id("badge") }
    let t = LayoutSnapshot(of: trailing, proposal: ProposedViewSize(width: 300, height: 600))
    #expect(t.frame(of: "main") == CGRect(x: 0, y: 0, width: 270, height: 600))
    #expect(t.frame(of: "badge") == CGRect(x: 270, y: 0, width: 30, height: 30))
  }
}
