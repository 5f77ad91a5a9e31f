import Foundation
import Vellum

/// Vellum: the background colour a Live Activity's Lock Screen view asks for.
struct ActivityBackgroundTintKey: PreferenceKey {
  static let defaultValue: Color? = nil
  static func reduce(value: inout Color?, nextValue: () -> Color?) { value = nextValue() ?? value }
}

/// How the expanded Dynamic Island places a region's content, as WidgetKit's
/// `DynamicIslandExpandedRegionVerticalPlacement`.
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
  let name: String
  /// Below the camera when the content is too wide to sit beside it.
  public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

nonisolated extension View {
  /// The background of a Live Activity on the Lock Screen; a Live Activity `#Preview` of
  /// `.content` draws it (nil for the system's).
  public func activityBackgroundTint(_ color: Color?) -> some View {
    preference(key: ActivityBackgroundTintKey.self, value: color)
  }

  /// The colour of the buttons iOS adds beside a Live Activity on the Lock Screen; a preview
  /// draws none.
  public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }

  /// Where an expanded Dynamic Island region's content goes when it is too wide; accepted,
  /// the preview's regions are laid out in their rows.
  public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}

/// Vellum: a Live Activity's Lock Screen view as a preview draws it: as wide as the Lock
/// Screen's notifications on an iPhone 15 (361 pt: the 393-pt screen less 16 pt a side) and as
/// tall as its content, on its `activityBackgroundTint` (the system background without one,
/// where iOS draws a translucent platter over the wallpaper), clipped to a continuous rounded
/// rectangle of the widgets' 21.67-pt corners. The width and corners are not measured on a
/// Live Activity.
nonisolated struct ActivityLockScreenContainer<Content: View>: View {
  let content: Content

  init(@ViewBuilder content: () -> Content) { self.content = content() }

  var body: some View {
    content
      .frame(width: 361)
      .backgroundPreferenceValue(ActivityBackgroundTintKey.self) { tint in
        Rectangle().fill(tint.map(AnyShapeStyle.init) ?? AnyShapeStyle(.background))
      }
      .clipShape(RoundedRectangle(cornerRadius: _WidgetContainer<EmptyView>.cornerRadius, style: .continuous))
  }
}
