import Foundation

/// How a `NavigationSplitView` shares the screen between its columns, as SwiftUI's
/// `NavigationSplitViewStyle`. On an iPhone in portrait the columns stack, so no style changes
/// what is drawn; Vellum accepts them all.
public protocol NavigationSplitViewStyle {}

/// The platform's choice (`.automatic`).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

/// The leading columns beside the detail, which shrinks to fit (`.balanced`).
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

/// The detail at full size, the leading columns over it (`.prominentDetail`).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}

nonisolated extension View {
  /// Sets the split view's style; accepted, as the columns stack on an iPhone in portrait.
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

  /// Sets a column's width; accepted, as the columns stack on an iPhone in portrait and each
  /// fills the screen.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

  /// Sets a column's width range; accepted, as above.
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    self
  }
}
