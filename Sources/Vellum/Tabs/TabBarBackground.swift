/// The tab bar's fill, set from inside a tab as in SwiftUI:
/// `.toolbarBackground(.visible, for: .tabBar)` and `.toolbarBackground(style, for: .tabBar)`.
///
/// iOS 15+ draws a tab bar clear when the content under it ends at its edge, and shows its
/// fill — the style, or the bar material — with a hairline on top when content runs on
/// beneath it (`TabBarUnderlay`) or when `.visible` asks, as UIKit's opaque appearance does
/// (bw-tabbar-*: a white bar with a black 30 % hairline). The settings travel up as a preference, so they reach the tab bar from
/// inside a tab's `NavigationStack` too; the selected tab's settings are the bar's.
struct TabBarBackground {
  var visibility: Visibility?
  var style: AnyShapeStyle?

  /// Whether the fill is drawn.
  var isVisible: Bool { visibility == .visible }
}

enum TabBarBackgroundKey: PreferenceKey {
  static var defaultValue: TabBarBackground { TabBarBackground() }
  /// Siblings' settings combine; a later sibling's wins where both set one.
  static func reduce(value: inout TabBarBackground, nextValue: () -> TabBarBackground) {
    let next = nextValue()
    if let visibility = next.visibility { value.visibility = visibility }
    if let style = next.style { value.style = style }
  }
}

nonisolated extension View {
  /// Sets part of the tab bar's fill for the tab this view is in; an outer setting wins over
  /// an inner one, as a modifier further from the content does in SwiftUI.
  func tabBarBackground(_ change: @escaping (inout TabBarBackground) -> Void) -> some View {
    transformPreference(TabBarBackgroundKey.self, change)
  }
}

/// The fill of a tab bar whose background shows, reaching into the safe area below it (the
/// home indicator's inset), with UIKit's bar shadow: one device pixel of `barHairline` just
/// above the bar (bw-tabbar-*: at 802.67 over a bar from 803).
///
/// Without a `.toolbarBackground` visibility (`.automatic`), the fill shows only where content
/// runs on under the bar once laid out (`TabBarUnderlay`), as iOS's scroll-edge appearance.
nonisolated struct TabBarFill: View {
  let background: TabBarBackground
  let underlay: TabBarUnderlay
  @Environment(\.pixelLength) private var pixel

  var body: some View {
    if background.isVisible {
      fill(Rectangle())
    } else if background.visibility != .hidden {
      fill(TabBarUnderlayShape(underlay: underlay))
    }
  }

  func fill<S: Shape>(_ shape: S) -> some View {
    shape
      .fill(background.style ?? AnyShapeStyle(Material.bar))
      .ignoresSafeArea(edges: .bottom)
      .overlay(alignment: .top) {
        shape.fill(Color.barHairline).frame(height: pixel).offset(y: -pixel)
      }
  }
}
