import Foundation
import Vellum

/// How iOS draws a widget's colours, as WidgetKit's `WidgetRenderingMode`: in full colour
/// on the Home Screen, tinted (`accented`) or desaturated (`vibrant`) elsewhere.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
  let name: String
  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  public static let accented = WidgetRenderingMode(name: "accented")
  public static let vibrant = WidgetRenderingMode(name: "vibrant")
  public var description: String { name }
}

enum WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
enum WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
enum ShowsWidgetContainerBackgroundKey: EnvironmentKey { static let defaultValue = true }
enum WidgetContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
  /// The size of the widget a view is drawn in (`.systemSmall` outside a widget, as on iOS).
  public var widgetFamily: WidgetFamily {
    get { self[WidgetFamilyKey.self] }
    set { self[WidgetFamilyKey.self] = newValue }
  }

  /// How the widget's colours are drawn: `.fullColor` on the Home Screen, `.vibrant` on the
  /// Lock Screen.
  public var widgetRenderingMode: WidgetRenderingMode {
    get { self[WidgetRenderingModeKey.self] }
    set { self[WidgetRenderingModeKey.self] = newValue }
  }

  /// Whether the widget's container background is drawn: yes on the Home Screen, no on the
  /// Lock Screen and in StandBy.
  public var showsWidgetContainerBackground: Bool {
    get { self[ShowsWidgetContainerBackgroundKey.self] }
    set { self[ShowsWidgetContainerBackgroundKey.self] = newValue }
  }

  /// The margins iOS puts around a widget's content: 16 pt on each side of an iPhone's Home
  /// Screen widget, none when the configuration disables them or on the Lock Screen.
  public var widgetContentMargins: EdgeInsets {
    get { self[WidgetContentMarginsKey.self] }
    set { self[WidgetContentMarginsKey.self] = newValue }
  }
}
