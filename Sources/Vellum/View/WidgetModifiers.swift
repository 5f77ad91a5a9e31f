import Foundation

// Modifiers SwiftUI declares for widgets (not WidgetKit), so a shared view that imports only
// SwiftUI may use them (`widgetURL` is with the other accepted modifiers).

nonisolated extension View {
  /// Marks the view as drawn in the accent colour when iOS tints the widget (`.accented`);
  /// a preview draws in full colour, so nothing changes.
  public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

  /// Marks content that becomes stale when the widget's data changes; nothing changes in a
  /// still render.
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}
