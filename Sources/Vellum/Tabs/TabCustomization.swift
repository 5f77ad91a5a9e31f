import Foundation

// iOS 18's tab customization. On iPhone the tab bar cannot be customised, so these are
// accepted and change nothing; `TabSection` contributes its tabs to the bar, as iOS does
// outside the iPad sidebar.

/// The user's tab arrangement, as SwiftUI's `TabViewCustomization` (stored with `@AppStorage`
/// or `@State`); Vellum keeps no arrangement.
public struct TabViewCustomization: Hashable, Sendable, Codable {
  public init() {}
  /// Forgets the arrangement.
  public mutating func resetVisibility() {}
}

/// Whether a tab can be moved or hidden by the user.
public struct TabCustomizationBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = TabCustomizationBehavior(name: "automatic")
  public static let reorderable = TabCustomizationBehavior(name: "reorderable")
  public static let disabled = TabCustomizationBehavior(name: "disabled")
}

/// Where a tab shows on an adaptable tab view.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = AdaptableTabBarPlacement(name: "automatic")
  public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
  public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// A group of tabs, as SwiftUI's `TabSection`: its header titles them in the iPad sidebar;
/// on iPhone its tabs sit in the tab bar with the others.
nonisolated public struct TabSection<Header: View, Content: View>: View {
  let header: Header
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    self.content = content()
    self.header = header()
  }

  public var body: some View { content }
}

extension TabSection where Header == Text {
  /// A section titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) })
  }

  /// A section titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) })
  }
}

extension TabSection where Header == EmptyView {
  /// A section without a title.
  public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }) }
}

nonisolated extension View {
  /// Names a tab for the user's arrangement; accepted (an iPhone's bar is not customised).
  public func customizationID(_ id: String) -> some View { self }

  /// Accepted: whether the user may move or hide this tab.
  public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...)
    -> some View
  { self }

  /// Accepted: whether this tab shows by default in the sidebar or the tab bar.
  public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some View {
    self
  }

  /// Accepted: the binding that keeps the user's tab arrangement.
  public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }

  /// Accepted: actions shown beside a tab section's header in the sidebar.
  public func sectionActions<Actions: View>(@ViewBuilder content: () -> Actions) -> some View { self }
}

extension AppStorage where Value == TabViewCustomization {
  /// The arrangement stored under `key`, as SwiftUI's `@AppStorage("tabs") var customization:
  /// TabViewCustomization` (no default value: an empty arrangement).
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(value: TabViewCustomization(), key: key)
  }
}
