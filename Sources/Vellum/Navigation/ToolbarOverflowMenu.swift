import Foundation

/// Toolbar actions that always go into the bar's overflow menu, as SwiftUI's
/// `ToolbarOverflowMenu` (iOS 27): in a navigation bar, a button at the trailing edge opens a
/// menu of them.
///
/// Where Vellum differs: Vellum draws iOS 18's bars, so the menu is a primary-action item, an
/// `ellipsis.circle` button (the overflow button iOS 16 to 18 draw for a navigation item's
/// overflow items) whose menu is never opened; where iOS 27 places that button among other
/// trailing items was not measured.
nonisolated public struct ToolbarOverflowMenu<Content: View>: ToolbarContent {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    ToolbarItem(placement: .primaryAction) {
      Menu {
        content
      } label: {
        Label("More", systemImage: "ellipsis.circle")
      }
    }
  }
}

extension View {
  /// Actions that always go into the toolbar's overflow menu, as SwiftUI's
  /// `toolbarOverflowMenu(content:)` (iOS 27): `toolbar { ToolbarOverflowMenu { … } }`.
  nonisolated public func toolbarOverflowMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    toolbar { ToolbarOverflowMenu(content: content) }
  }
}
