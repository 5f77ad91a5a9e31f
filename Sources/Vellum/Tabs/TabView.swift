import Foundation

/// Tabs with a tab bar, as SwiftUI's `TabView`.
///
/// Vellum draws the selected tab (the `selection` binding's value matched against each
/// tab's `tag` or `Tab` value; the first tab when nothing matches) above the tab bar: each
/// tab's icon over its title, the selected one in the accent colour, the others grey, with
/// `.badge` counts in red. The bar is drawn clear, as iOS draws it at the scroll edge, unless
/// content runs on under it (a long list) or the selected tab asks for
/// `.toolbarBackground(.visible, for: .tabBar)`,
/// and not at all while it asks for `.toolbar(.hidden, for: .tabBar)`. With
/// `.tabViewStyle(.page)` the selected page fills the view with page dots.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  @Environment(\.tabViewStyle) private var style

  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: some View {
    // The tabs' scroll views register here, so the bar can show its fill over content.
    let underlay = TabBarUnderlay()
    Group(subviews: content.environment(\.tabBarUnderlay, underlay)) { tabs in
      let index = Self.selectedIndex(tabs, selection?.wrappedValue)
      if tabs.isEmpty {
        EmptyView()
      } else if let dots = style {
        PagedTabs(tabs: tabs, selected: index, showsDots: dots)
      } else {
        TabBarTabs(tabs: tabs, selected: index, underlay: underlay)
      }
    }
  }

  static func selectedIndex(_ tabs: SubviewsCollection, _ selection: SelectionValue?) -> Int {
    guard let selection else { return 0 }
    let wanted = AnyHashable(selection)
    for (offset, tab) in tabs.enumerated() where tab.containerValues.tag == wanted { return offset }
    return 0
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs selected by position; the first is shown.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

/// The selected tab above the tab bar, or alone when it hides the bar.
nonisolated struct TabBarTabs: View {
  let tabs: SubviewsCollection
  let selected: Int
  let underlay: TabBarUnderlay

  var body: some View {
    let tab = tabs[tabs.startIndex + selected]
    if tab.containerValues.navigationBar.tabBarHidden {
      // `.toolbar(.hidden, for: .tabBar)`: no bar, and the tab reaches the safe area's edge.
      tab.frame(maxWidth: .infinity, maxHeight: .infinity)
    } else {
      withBar(tab)
    }
  }

  func withBar(_ tab: Subview) -> some View {
    VStack(spacing: 0) {
      BarSafeAreaInset(
        content: tab.frame(maxWidth: .infinity, maxHeight: .infinity), top: 0, bottom: TabBarMetrics.height)
      Color.clear.frame(height: TabBarMetrics.height)
    }
    // The bar is drawn over the content (which may reach under it): its fill, when the
    // selected tab asks for one, then the items.
    .overlayPreferenceValue(TabBarBackgroundKey.self) { background in
      VStack(spacing: 0) {
        Spacer(minLength: 0)
        items.frame(height: TabBarMetrics.height, alignment: .top)
          .background { TabBarFill(background: background, underlay: underlay) }
      }
    }
  }

  var items: some View {
    HStack(spacing: 0) {
      // An iPhone's tab bar holds five items: with more tabs, the first four and "More"
      // (UITabBarController's moreNavigationController).
      let shown = tabs.count > TabBarMetrics.maximumItems ? TabBarMetrics.maximumItems - 1 : tabs.count
      ForEach(0..<shown) { index in
        TabBarItem(tab: tabs[tabs.startIndex + index], isSelected: index == selected)
          .frame(maxWidth: .infinity)
      }
      if shown < tabs.count {
        TabBarItem(tab: nil, isSelected: selected >= shown).frame(maxWidth: .infinity)
      }
    }
  }
}

/// One item of the tab bar: the tab's icon over its title.
nonisolated struct TabBarItem: View {
  /// The tab, or `nil` for the "More" item.
  let tab: Subview?
  let isSelected: Bool

  var body: some View {
    // The label's style is set before it is split into parts: a `Label` resolves its body
    // as it is split.
    let item = tab.map { $0.containerValues.tabItem.label ?? AnyView(EmptyView()) }
    let label = (item ?? AnyView(Label("More", systemImage: "ellipsis")))
      .labelStyle(TabItemLabelStyle(badge: tab?.containerValues.listRow.badge))
      // iOS 15+ tab bars show each icon's fill variant (`house` draws `house.fill`).
      .symbolVariant(.fill)
    VStack(spacing: TabBarMetrics.iconTitleSpacing) {
      Group(subviews: label) { parts in
        if parts.count >= 2 {
          // `Image(…); Text(…)`: the first part is the icon.
          // At its own size: UIKit draws a tab's image as the image it is, so a resizable
          // asset (`Image("plane").resizable()`) is not stretched across the item.
          parts[parts.startIndex]
            .font(.system(size: TabBarMetrics.iconPointSize))
            .fixedSize()
            .frame(height: TabBarMetrics.iconBoxHeight)
            .overlay(alignment: .topTrailing) { badge }
          ForEach(parts.dropFirst()) { $0.font(.system(size: TabBarMetrics.titleSize, weight: .medium)) }
        } else {
          ForEach(parts) { $0 }
        }
      }
    }
    .foregroundStyle(isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.unselectedTabItem))
    .lineLimit(1)
    .padding(.top, TabBarMetrics.itemTop)
  }

  @ViewBuilder var badge: some View {
    if let text = tab?.containerValues.listRow.badge {
      TabBadge(text: text)
    }
  }
}

/// A tab item's `Label`: icon over title.
struct TabItemLabelStyle: LabelStyle {
  let badge: Text?

  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: TabBarMetrics.iconTitleSpacing) {
      configuration.icon
        .font(.system(size: TabBarMetrics.iconPointSize))
        .fixedSize()
        .frame(height: TabBarMetrics.iconBoxHeight)
        .overlay(alignment: .topTrailing) {
          if let badge { TabBadge(text: badge) }
        }
      configuration.title
        .font(.system(size: TabBarMetrics.titleSize, weight: .medium))
    }
  }
}

/// A red badge with a white count at the icon's top-trailing corner, growing to the right.
nonisolated struct TabBadge: View {
  let text: Text

  var body: some View {
    text
      .font(.system(size: TabBarMetrics.badgeTextSize))
      .foregroundStyle(Color.white)
      .padding(.horizontal, 5)
      .frame(minWidth: TabBarMetrics.badgeHeight, minHeight: TabBarMetrics.badgeHeight)
      .background(Color.red, in: Capsule())
      .fixedSize()
      // Its leading edge half a badge height before the icon's trailing edge (a one-digit
      // badge is centred on that edge), so a longer badge grows to the right, off the icon,
      // as UIKit's does.
      .alignmentGuide(.trailing) { $0[.leading] + TabBarMetrics.badgeHeight / 2 }
      .offset(y: -TabBarMetrics.badgeHeight / 4)
  }
}

/// `.tabViewStyle(.page)`: the selected page fills the view; dots mark the pages.
nonisolated struct PagedTabs: View {
  let tabs: SubviewsCollection
  let selected: Int
  let showsDots: Bool

  var body: some View {
    tabs[tabs.startIndex + selected]
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .overlay(alignment: .bottom) {
        if showsDots && tabs.count > 1 {
          HStack(spacing: TabBarMetrics.pageDotSpacing) {
            ForEach(0..<tabs.count) { index in
              Circle()
                .fill(Color.white.opacity(index == selected ? 1 : 0.3))
                .frame(width: TabBarMetrics.pageDot, height: TabBarMetrics.pageDot)
            }
          }
          .padding(.bottom, TabBarMetrics.pageDotsBottom)
        }
      }
  }
}

/// How a `TabView` looks, as SwiftUI's `TabViewStyle`.
public protocol TabViewStyle {
  /// nil: a tab bar; true/false: pages, with or without their dots.
  var _pageDots: Bool? { get }
}

/// The tab bar (iOS default).
public struct DefaultTabViewStyle: TabViewStyle {
  public init() {}
  public var _pageDots: Bool? { nil }
}

/// Swipeable pages with page dots.
public struct PageTabViewStyle: TabViewStyle {
  /// When the page dots show, as in SwiftUI.
  public enum IndexDisplayMode: Hashable, Sendable { case automatic, always, never }
  let mode: IndexDisplayMode
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { mode = indexDisplayMode }
  public var _pageDots: Bool? { mode != .never }
}

/// The iOS 18 sidebar-adaptable style: a tab bar on iPhone.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  public init() {}
  public var _pageDots: Bool? { nil }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
  public static var tabBarOnly: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

enum TabViewStyleKey: EnvironmentKey { static let defaultValue: Bool? = nil }

extension EnvironmentValues {
  var tabViewStyle: Bool? {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets how the tab views inside this view look, as in SwiftUI.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewStyle, style._pageDots)
  }

  /// Accepted: the page dots are drawn without a backdrop.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }
}

/// How a paged view's index dots look, as in SwiftUI; accepted (Vellum draws no backdrop).
public protocol IndexViewStyle {}

public struct PageIndexViewStyle: IndexViewStyle {
  /// When the dots get a backdrop.
  public enum BackgroundDisplayMode: Hashable, Sendable { case automatic, always, interactive, never }
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}
