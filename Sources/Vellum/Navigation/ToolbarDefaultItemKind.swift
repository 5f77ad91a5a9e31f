import Foundation

/// A toolbar item the system puts in a bar by itself, as SwiftUI's `ToolbarDefaultItemKind`.
public struct ToolbarDefaultItemKind: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case sidebarToggle, title }
  let kind: Kind
  /// The button that shows and hides a split view's sidebar (iOS 17).
  public static let sidebarToggle = ToolbarDefaultItemKind(kind: .sidebarToggle)
  /// The navigation title (iOS 26).
  public static let title = ToolbarDefaultItemKind(kind: .title)
}

nonisolated extension View {
  /// Removes a default toolbar item. The sidebar toggle is not drawn on an iPhone canvas
  /// anyway; removing the title keeps the bar's other items and draws no title, as when the
  /// title is empty.
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    modifier(RemovedToolbarItem(kind: defaultItemKind?.kind))
  }
}

/// Empties the navigation title of the view it modifies when the title is removed.
private struct RemovedToolbarItem: ViewModifier {
  let kind: ToolbarDefaultItemKind.Kind?
  func body(content: Content) -> some View {
    if kind == .title {
      content.navigationTitle("")
    } else {
      content
    }
  }
}
