import Foundation
import Vellum

extension ContainerBackgroundPlacement {
  /// A widget's background: it fills the widget's rounded shape, beneath the content margins.
  public static let widget = ContainerBackgroundPlacement(_name: "widget")
}

nonisolated extension View {
  /// The URL iOS opens the app with when the widget is tapped; a preview is never tapped.
  public func widgetURL(_ url: URL?) -> some View { self }

  /// Marks the view as drawn in the accent colour when iOS tints the widget (`.accented`);
  /// a preview draws in full colour, so nothing changes.
  public func widgetAccentable(_ accentable: Bool = true) -> some View { self }

  /// Marks content that becomes stale when the widget's data changes; nothing changes in a
  /// still render.
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}
