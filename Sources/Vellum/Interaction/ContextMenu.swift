import Foundation

nonisolated extension View {
  /// Accepted; the menu opens on a long press, which a still frame never has, so nothing
  /// of it is drawn (SwiftUI draws it over a blurred screen while pressed).
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }

  /// Accepted; nothing of the menu or its preview is drawn in a still frame.
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View { self }
}
