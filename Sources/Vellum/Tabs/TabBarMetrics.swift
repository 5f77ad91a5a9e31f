import Foundation

/// The numbers iOS 17/18 draws a tab bar with, in one place.
enum TabBarMetrics {
  /// The bar above the home indicator: UITabBar is 49 pt on Face ID iPhones (83 with the
  /// 34 pt home-indicator inset; M, widely measured).
  static let height: CGFloat = 49
  /// Items an iPhone's tab bar holds before the fifth becomes "More" (UITabBarController).
  static let maximumItems = 5
  /// Item icon: SF Symbols in a tab bar are drawn ≈ 24 pt (UITabBarItem's 25×25 icon
  /// box, M); Vellum sizes the symbol font to fill that box.
  static let iconPointSize: CGFloat = 20
  static let iconBoxHeight: CGFloat = 26
  /// Item title: 10 pt medium (UITabBarItem's default title font, M).
  static let titleSize: CGFloat = 10
  /// Icon top ↔ bar top (L).
  static let itemTop: CGFloat = 6
  /// Icon ↔ title: fitted so the titles' ink sits where iOS 17 draws it, 45.33 pt from the
  /// bar's top to their baseline (ios-reference bw-tabbar-send-light and -generator-dark; M).
  static let iconTitleSpacing: CGFloat = 3.33
  /// A badge: a red disc at least 18 pt wide with the count in 13 pt white, its centre at
  /// the icon's top-trailing corner (UITabBarItem badge, L).
  static let badgeHeight: CGFloat = 18
  static let badgeTextSize: CGFloat = 13
  /// Page dots of `.tabViewStyle(.page)`: 7 pt discs, 9 pt apart, centred 24 pt above the
  /// bottom of the safe area (UIPageControl, L).
  static let pageDot: CGFloat = 7
  static let pageDotSpacing: CGFloat = 9
  static let pageDotsBottom: CGFloat = 20
}

extension Color {
  /// An unselected tab bar item: UIKit's default unselected tint, 60 % grey (M).
  static let unselectedTabItem = system("unselectedTabItem", (153, 153, 153, 1), (153, 153, 153, 1))
}
