import Foundation

/// A title with an icon, as SwiftUI's `Label`: by default the icon, then the title, in a
/// row centred vertically, 8 pt apart (spec §2.3: the spacing is undocumented; 8 pt is the
/// stack default). `labelStyle(_:)` shows the title only or the icon only.
nonisolated public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  @Environment(\.labelStyle) private var style
  @Environment(\.isInListRow) private var isInListRow

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// VoiceOver reads a label by its title: the icon is hidden from it.
  public var body: some View {
    if style.isAutomatic && isInListRow {
      ListRowLabel(title: title, icon: icon.accessibilityHidden(true))
    } else {
      style.makeBody(LabelStyleConfiguration(title: AnyView(title), icon: AnyView(icon.accessibilityHidden(true))))
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a text title and an SF Symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label with a text title (not localized) and an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with a text title and an image resource (`Image(name)`).
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label with a text title (not localized) and an image resource.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

/// The parts of a label a `LabelStyle` arranges.
public struct LabelStyleConfiguration {
  public let title: AnyView
  public let icon: AnyView
}

/// How labels arrange their title and icon, as in SwiftUI.
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The title, then the icon, in a row (the default outside lists).
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      configuration.icon
      configuration.title
    }
  }
}

/// The title only.
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon only.
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform default: title and icon.
public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    TitleAndIconLabelStyle().makeBody(configuration: configuration)
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style with its type erased, as the environment keeps it.
struct AnyLabelStyle {
  let makeBody: (LabelStyleConfiguration) -> AnyView
  /// The style is the platform default, which a list row draws its own way.
  let isAutomatic: Bool
  init<S: LabelStyle>(_ style: S) {
    makeBody = { configuration in AnyView(StyleBody(style) { AnyView(style.makeBody(configuration: configuration)) }) }
    isAutomatic = S.self == DefaultLabelStyle.self
  }
}

struct LabelStyleKey: EnvironmentKey {
  static var defaultValue: AnyLabelStyle { AnyLabelStyle(DefaultLabelStyle()) }
}

extension EnvironmentValues {
  var labelStyle: AnyLabelStyle {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets how labels inside this view arrange their title and icon.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View { environment(\.labelStyle, AnyLabelStyle(style)) }
}
