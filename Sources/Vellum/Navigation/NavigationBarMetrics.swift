import Foundation

/// The numbers iOS 17/18 draws a navigation bar with, in one place ("spec" is
/// ../shared/spec/swiftui-metrics.md).
enum NavigationBarMetrics {
  /// The bar below the status bar, with an inline title: spec §2.4a, the bar spans y 47–91
  /// under a 47 pt safe area (H).
  static let barHeight: CGFloat = 44
  /// The inline title's baseline below the bar's top, at every Dynamic Type size
  /// (ios-reference README: 28.33 in seven cases; bw-two-factor-duo-ax5 keeps it at AX5).
  static let inlineTitleBaseline: CGFloat = 28.33
  /// The Dynamic Type sizes the inline title follows: it stays at Large's 17 pt below Large
  /// (at Medium iOS draws "Select language" with Large's 12 pt cap height while the list's
  /// body text is 16 pt: bw-select-language, swift-snapshot-testing's Medium device traits),
  /// and grows only to xxLarge's 21 pt headline (at AX5 "Duo" has a 15.33 pt cap height:
  /// bw-two-factor-duo-ax5; M: one case each way).
  static let inlineTitleSizes = DynamicTypeSize.large...DynamicTypeSize.xxLarge
  /// Bar items keep the Large size whatever the Dynamic Type size, as UIKit's bar buttons do
  /// (they show the large content viewer instead): at AX5 the xmark, "+" and ellipsis items
  /// are drawn as at Large (bw-two-factor-duo-ax5, bwa-item-list-favorites-ax5; H).
  static let itemTypeSize = DynamicTypeSize.large
  /// The large-title area under the bar on a stack's root: UIKit's 96 pt large-title bar
  /// minus the 44 pt bar (M: UINavigationBar with prefersLargeTitles, widely measured), or
  /// taller when the title's ascender and `largeTitleBaseline` need more (at AX5 the 60 pt
  /// title's line starts at the bar's bottom and the area is 73 tall: bwa-item-list-favorites-ax5).
  static let largeTitleMinHeight: CGFloat = 52
  /// The large title's baseline above the bottom of its area, at every Dynamic Type size
  /// (ios-reference: 80.5 below the bar's top in four Medium cases, so 15.5 above the area's
  /// bottom; 15.33 at AX5; H).
  static let largeTitleBaseline: CGFloat = 15.5
  static func largeTitleHeight(ascender: CGFloat) -> CGFloat {
    max(largeTitleMinHeight, ascender + largeTitleBaseline)
  }
  /// Bar content ↔ screen edges: UIKit's layout margin on 393-pt iPhones; spec §2.4a puts a
  /// toolbar text button's trailing edge at 373.5 on a 390-wide canvas (16.5) (H).
  static let horizontalMargin: CGFloat = 16
  /// Between toolbar items of one side (L).
  static let itemSpacing: CGFloat = 16
  /// The search field under the title (`.navigationBarDrawer`): 358 wide on a 390 pt screen,
  /// 1 pt below the bar or large title and 15 pt above the bar's bottom edge, corner radius ≈ 10
  /// (ios-reference: five Bitwarden and Authenticator cases, y 99 under an inline title, 151
  /// under a large one, hairline at 200.33; H).
  static let searchFieldTop: CGFloat = 1
  static let searchFieldBottom: CGFloat = 15
  /// The field grows with its body-size prompt: 34.33 tall at Medium (16 pt, five cases),
  /// 101.33 at AX5 (53 pt, bwa-item-list-favorites-ax5), in a line through both, so 36.14 at
  /// Large, UISearchTextField's familiar 36 (H at the two measured sizes, M between them).
  static func searchFieldHeight(bodySize: CGFloat) -> CGFloat {
    34.33 + (bodySize - 16) * (101.33 - 34.33) / (53 - 16)
  }
  static func searchAreaHeight(bodySize: CGFloat) -> CGFloat {
    searchFieldTop + searchFieldHeight(bodySize: bodySize) + searchFieldBottom
  }
  static let searchFieldRadius: CGFloat = 10
  /// The magnifier's ink starts 6 pt into the field and the prompt 5 pt after its 16 pt
  /// (ios-reference: bwa-item-list-empty, ink x 22–38 and the prompt at 43 in a field at 16; H).
  static let searchFieldInset: CGFloat = 6
  static let searchPromptSpacing: CGFloat = 5
  /// A bottom toolbar's height above the home indicator (UIToolbar on Face ID iPhones, L).
  static let bottomBarHeight: CGFloat = 49
}

extension Color {
  /// The hairline under a bar that shows its background: UIKit's bar shadow, black at 30 %
  /// (#A9A9AC over the grey page), white at 15 % in dark (#3E3E40 over #1C1C1E); ios-reference,
  /// seven inline bars and four large ones (H).
  static let barHairline = system("barHairline", (0, 0, 0, 0.3), (255, 255, 255, 0.15))
  /// A search field's fill: tertiarySystemFill over the bar (spec §3.3, H).
  static let searchFieldFill = system("searchFieldFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24))
}
