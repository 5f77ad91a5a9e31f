import Foundation

/// A column of a `NavigationSplitView`, as SwiftUI's `NavigationSplitViewColumn`.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case sidebar, content, detail }
  let kind: Kind
  public static let sidebar = NavigationSplitViewColumn(kind: .sidebar)
  public static let content = NavigationSplitViewColumn(kind: .content)
  public static let detail = NavigationSplitViewColumn(kind: .detail)
}

extension NavigationSplitView {
  /// A split view that shows `preferredCompactColumn` on a compact canvas, as iOS does on an
  /// iPhone: the sidebar, or the content or detail column as the stack's root (iOS puts the
  /// sidebar under it, reached with a back button that Vellum does not draw).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    switch preferredCompactColumn.wrappedValue.kind {
    case .sidebar: compactColumn = nil
    case .content: compactColumn = AnyView(content())
    case .detail: compactColumn = AnyView(detail())
    }
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view that shows `preferredCompactColumn` on a compact canvas (the
  /// content column of two is the detail).
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    compactColumn = preferredCompactColumn.wrappedValue.kind == .sidebar ? nil : AnyView(detail())
  }
}
