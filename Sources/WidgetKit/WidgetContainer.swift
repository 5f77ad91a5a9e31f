import Foundation
import Vellum

/// Vellum: a widget's content drawn as iOS 17 draws it on an iPhone 15's Home Screen: at its
/// family's size, inside the default content margins (16 pt a side, unless the
/// configuration disables them), on its `.containerBackground(_:for: .widget)` clipped to a
/// continuous rounded rectangle of 21.67 pt corners, with the family in the environment.
///
/// A Home Screen widget with no container background is drawn on the system background;
/// iOS 17 draws "Please adopt containerBackground API" in its place instead. A Lock Screen
/// (accessory) widget is drawn without background or margins, and in full colour where iOS
/// draws it vibrant (desaturated, light on the wallpaper).
nonisolated public struct _WidgetContainer<Content: View>: View {
  let family: WidgetFamily
  let contentMarginsDisabled: Bool
  let content: Content

  /// The corner radius of an iPhone's Home Screen widget.
  public static var cornerRadius: CGFloat { 21.67 }
  /// The default content margin of an iPhone's Home Screen widget.
  public static var contentMargin: CGFloat { 16 }

  public init(family: WidgetFamily, contentMarginsDisabled: Bool = false, @ViewBuilder content: () -> Content) {
    self.family = family
    self.contentMarginsDisabled = contentMarginsDisabled
    self.content = content()
  }

  public var body: some View {
    let size = family._previewSize
    let margins = family.isSystem ? EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) : EdgeInsets()
    let isSystem = family.isSystem
    return
      content
      .padding(contentMarginsDisabled ? EdgeInsets() : margins)
      .frame(width: size.width, height: size.height)
      .backgroundPreferenceValue(_ContainerBackgroundKey.self) { backgrounds in
        if isSystem {
          backgrounds[ContainerBackgroundPlacement.widget._name] ?? AnyView(Rectangle().fill(.background))
        }
      }
      .clipShape(RoundedRectangle(cornerRadius: isSystem ? Self.cornerRadius : 0, style: .continuous))
      .environment(\.widgetFamily, family)
      .environment(\.widgetContentMargins, margins)
      .environment(\.widgetRenderingMode, isSystem ? .fullColor : .vibrant)
      .environment(\.showsWidgetContainerBackground, isSystem)
  }
}
