import Foundation
import Testing
import Vellum
import VellumCairo
import VellumPreview

/// TabView with the tab bar (Sources/Vellum/Tabs), on an iPhone 15 screen at scale 1.
@Suite struct TabViewTests {
  let screen = ProposedViewSize(width: 393, height: 852)
  let insets = Device.iPhone15.safeArea

  func environment() throws -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    return environment
  }

  func tabs(selection: Int?) -> some View {
    TabView(selection: .constant(selection ?? -1)) {
      Text("First page").tabItem { Label("One", systemImage: "house") }.tag(0)
      Text("Second page").tabItem { Label("Two", systemImage: "star") }.tag(1).badge(5)
      Text("Third page").tabItem {
        Image(systemName: "gear")
        Text("Three")
      }.tag(2)
    }
  }

  @Test func theSelectionPicksTheTabShownAndTheFirstIsTheDefault() throws {
    let chosen = LayoutSnapshot(
      of: tabs(selection: 1), proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
    #expect(chosen.frames(ofText: "Second page").count == 1)
    #expect(chosen.frames(ofText: "First page").isEmpty)
    let unmatched = LayoutSnapshot(
      of: tabs(selection: nil), proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
    #expect(unmatched.frames(ofText: "First page").count == 1)
    let plain = LayoutSnapshot(
      of: TabView {
        Text("A").tabItem { Text("A") }; Text("B").tabItem { Text("B") }
      }, proposal: screen, scale: 1,
      environment: try environment(), safeArea: insets)
    #expect(plain.frames(ofText: "A").count == 2, "the first tab's page and its item")
  }

  @Test func itemsShareTheBarAboveTheHomeIndicator() throws {
    let s = LayoutSnapshot(
      of: tabs(selection: 0), proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
    let titles = ["One", "Two", "Three"].compactMap { s.frames(ofText: $0).first }
    #expect(titles.count == 3)
    for (index, title) in titles.enumerated() {
      #expect(abs(title.midX - 393 / 3 * (Double(index) + 0.5)) < 0.5, "each item centred in a third: \(title)")
      #expect(title.minY > 852 - 34 - 49 && title.maxY <= 852 - 34, "inside the 49 pt bar: \(title)")
    }
    #expect(titles[0].height == 12, "10 pt titles: 10 × 1.1934 rounded up to the point grid")
    let page = try #require(s.frames(ofText: "First page").first)
    #expect(abs(page.midY - (59 + (852 - 59 - 34 - 49) / 2)) < 0.5, "the page is centred above the bar")
  }

  @Test func theSelectedItemIsTintedTheOthersGreyAndBadgesRed() throws {
    let list = Renderer(tabs(selection: 0), proposal: screen, environment: try environment(), safeArea: insets)
      .displayList.description
    #expect(list.contains("#007affff \"One\""), "\(list)")
    #expect(list.contains("#999999ff \"Two\""))
    #expect(list.contains("#999999ff \"Three\""))
    #expect(list.contains("#ffffffff \"5\""), "the badge count")
    #expect(list.contains("#ff3b30ff"), "on red")
  }

  @Test func theIOS18TabAPISelectsByValue() throws {
    let view = TabView(selection: .constant("b")) {
      Tab("Home", systemImage: "house", value: "a") { Text("Home page") }
      Tab("Search", systemImage: "magnifyingglass", value: "b") { Text("Search page") }
    }
    let s = LayoutSnapshot(of: view, proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
    #expect(s.frames(ofText: "Search page").count == 1)
    #expect(s.frames(ofText: "Home page").isEmpty)
    #expect(s.frames(ofText: "Home").count == 1, "every tab has its item")
  }

  /// An iPhone's bar holds five items; a sixth tab turns the fifth item into "More", as
  /// UITabBarController does, and a tab past the fourth selected highlights "More".
  @Test func moreThanFiveTabsShowFourAndMore() throws {
    func view(_ selection: Int) -> some View {
      TabView(selection: .constant(selection)) {
        ForEach(0..<6) { index in
          Text("Page \(index)").tabItem { Label("Tab \(index)", systemImage: "star") }.tag(index)
        }
      }
    }
    let s = LayoutSnapshot(of: view(0), proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
    #expect((0..<4).allSatisfy { s.frames(ofText: "Tab \($0)").count == 1 })
    #expect(s.frames(ofText: "Tab 4").isEmpty && s.frames(ofText: "Tab 5").isEmpty)
    let more = try #require(s.frames(ofText: "More").first)
    #expect(abs(more.midX - 393 / 5 * 4.5) < 0.5, "More is the fifth of five items: \(more)")
    let five = TabView {
      ForEach(0..<5) { index in Text("Page \(index)").tabItem { Label("Tab \(index)", systemImage: "star") } }
    }
    let all = LayoutSnapshot(of: five, proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
    #expect(all.frames(ofText: "Tab 4").count == 1 && all.frames(ofText: "More").isEmpty)
    let list = Renderer(view(5), proposal: screen, environment: try environment(), safeArea: insets).displayList
    #expect(list.description.contains("#007affff \"More\""), "the sixth tab is behind More")
    #expect(list.description.contains("\"Page 5\""))
  }

  /// iOS 18's `TabSection` puts its tabs in the bar with the others; the customization
  /// modifiers are accepted.
  @Test func tabSectionsContributeTheirTabs() throws {
    let view = TabView(selection: .constant(3)) {
      Tab("First", systemImage: "1.square.fill", value: 0) { Text("One") }.customizationID("tab.1")
      TabSection("Section") {
        Tab("Inner", systemImage: "2.square.fill", value: 3) { Text("Inner page") }
      }
      .customizationBehavior(.disabled, for: .sidebar, .tabBar)
    }
    .tabViewStyle(.sidebarAdaptable)
    .tabViewCustomization(.constant(TabViewCustomization()))
    let s = LayoutSnapshot(of: view, proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
    #expect(s.frames(ofText: "Inner page").count == 1)
    #expect(s.frames(ofText: "First").count == 1 && s.frames(ofText: "Inner").count == 1)
    #expect(s.frames(ofText: "Section").isEmpty, "a section's header shows only in the iPad sidebar")
  }

  @Test func pagesShowDotsAndNoBar() throws {
    let view = TabView {
      Text("P1").tabItem { Text("Bar item") }; Text("P2")
    }.tabViewStyle(.page)
    let s = LayoutSnapshot(of: view, proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
    #expect(s.frames(ofKind: "Circle").count == 2)
    #expect(s.frames(ofText: "Bar item").isEmpty)
    let hidden = LayoutSnapshot(
      of: TabView {
        Text("P1"); Text("P2")
      }.tabViewStyle(.page(indexDisplayMode: .never)), proposal: screen,
      scale: 1, environment: try environment(), safeArea: insets)
    #expect(hidden.frames(ofKind: "Circle").isEmpty)
  }

  @Test func anEmptyTabViewDrawsNothing() throws {
    let s = LayoutSnapshot(of: TabView {}, proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
    #expect(s.frames(ofKind: "Text").isEmpty && s.frames(ofKind: "Circle").isEmpty)
  }

  /// bw-tabbar-*: a tab bar with its background showing is a filled 49 pt band with a black 30 %
  /// hairline one pixel above it; by default (the scroll edge) it is clear. The setting reaches
  /// the bar from inside the tab's NavigationStack.
  @Test func aVisibleTabBarBackgroundIsDrawnWithItsHairline() throws {
    func bar(_ visible: Bool) throws -> RGBAImage {
      let renderer = try VellumCairo.ImageRenderer()
      let view = TabView {
        NavigationStack {
          Color.clear
            .toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .tabBar)
            .toolbarBackground(visible ? .visible : .automatic, for: .tabBar)
        }
        .tabItem { Label("One", systemImage: "star") }
      }
      .background(Color(red: 0, green: 0, blue: 1))
      let list = renderer.displayList(view, size: ProposedViewSize(width: 100, height: 200), scale: 3).displayList
      return try renderer.pixels(list, scale: 3, colorScheme: .light, parallel: false)
    }
    let shown = try bar(true)
    let clear = try bar(false)
    // 200 - 49 = 151 pt is the bar's top: 453 px; the hairline is the pixel row above.
    let fill = shown[5, 560]
    #expect(fill.r == 255 && fill.g == 0 && fill.b == 0, "the bar's fill: \(fill)")
    let hairline = shown[5, 452]
    #expect(hairline.b < 200 && hairline.r == 0, "black 30 % over the blue page: \(hairline)")
    let above = shown[5, 450]
    #expect(above.b == 255 && above.r == 0, "\(above)")
    let plain = clear[5, 560]
    #expect(plain.b == 255 && plain.r == 0, "clear by default: \(plain)")
  }

  /// A list longer than the screen runs on under the bar at scroll offset 0, so iOS shows the
  /// bar's fill (material and hairline) there; a list that ends above the bar leaves it clear,
  /// as does `.toolbarBackground(.hidden, for: .tabBar)` (a rune wiki's list, seventeenth round).
  @Test func contentUnderTheBarShowsItsFill() throws {
    func bar(rows: Int, visibility: Visibility = .automatic) throws -> RGBAImage {
      let renderer = try VellumCairo.ImageRenderer()
      let view = TabView {
        NavigationStack {
          List(0..<rows, id: \.self) { Text("Row \($0)") }
            .toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .tabBar)
            .toolbarBackground(visibility, for: .tabBar)
        }
        .tabItem { Label("One", systemImage: "star") }
      }
      let list = renderer.displayList(view, size: ProposedViewSize(width: 100, height: 300), scale: 3).displayList
      return try renderer.pixels(list, scale: 3, colorScheme: .light, parallel: false)
    }
    // 300 - 49 = 251 pt is the bar's top: 753 px.
    let long = try bar(rows: 40)[5, 850]
    #expect(long.r == 255 && long.g == 0, "content under the bar: its fill: \(long)")
    let short = try bar(rows: 1)[5, 850]
    #expect(short.r == short.g && short.r > 200, "a list that ends above the bar: clear: \(short)")
    let hidden = try bar(rows: 40, visibility: .hidden)[5, 850]
    #expect(hidden.g > 0, "hidden: no fill over the rows: \(hidden)")
    // Another tab's long list, not shown, leaves the bar clear.
    let renderer = try VellumCairo.ImageRenderer()
    let other = TabView {
      Text("Short").tabItem { Label("One", systemImage: "star") }
      List(0..<40, id: \.self) { Text("Row \($0)") }.tabItem { Label("Two", systemImage: "gear") }
        .toolbarBackground(Color(red: 1, green: 0, blue: 0), for: .tabBar)
    }
    let list = renderer.displayList(other, size: ProposedViewSize(width: 100, height: 300), scale: 3).displayList
    let unselected = try renderer.pixels(list, scale: 3, colorScheme: .light, parallel: false)[5, 850]
    #expect(unselected.r == 255 && unselected.g == 255, "the selected tab's content ends above the bar: \(unselected)")
  }

  /// `.toolbar(.hidden, for: .tabBar)` (a detail screen that hides the bar, as apps do with a
  /// full-screen editor): the items are not drawn and the tab's content reaches down to the home
  /// indicator's inset, whether the modifier is on the tab or inside its NavigationStack.
  @Test func aTabCanHideTheTabBar() throws {
    func page(hidden: Bool, inStack: Bool) throws -> LayoutSnapshot {
      let content = Text("Page").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        .toolbar(hidden ? .hidden : .visible, for: .tabBar)
      let view = TabView {
        Group {
          if inStack { NavigationStack { content }.toolbar(.hidden, for: .navigationBar) } else { content }
        }
        .tabItem { Label("One", systemImage: "house") }
        Text("Other").tabItem { Label("Two", systemImage: "star") }
      }
      return LayoutSnapshot(of: view, proposal: screen, scale: 1, environment: try environment(), safeArea: insets)
    }
    for inStack in [false, true] {
      let shown = try page(hidden: false, inStack: inStack)
      #expect(shown.frames(ofText: "One").count == 1, "the bar's items")
      let shownPage = try #require(shown.frames(ofText: "Page").first)
      #expect(abs(shownPage.maxY - (852 - 34 - 49)) < 0.01, "above the bar: \(shownPage)")
      let hidden = try page(hidden: true, inStack: inStack)
      #expect(hidden.frames(ofText: "One").isEmpty && hidden.frames(ofText: "Two").isEmpty, "no items")
      let hiddenPage = try #require(hidden.frames(ofText: "Page").first)
      #expect(
        abs(hiddenPage.maxY - (852 - 34)) < 0.01,
        "down to the home indicator's inset (in a stack: \(inStack)): \(hiddenPage)")
    }
  }
}
