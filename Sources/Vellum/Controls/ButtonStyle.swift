import Foundation

/// The parts of a button a `ButtonStyle` draws.
public struct ButtonStyleConfiguration {
  /// The label's type (SwiftUI's `ButtonStyleConfiguration.Label`).
  public typealias Label = AnyView
  public let label: AnyView
  public let role: ButtonRole?
  /// Always false: Vellum draws buttons at rest.
  public let isPressed: Bool
}

/// How buttons look, as in SwiftUI: the style draws the label; `isPressed` is false, since
/// Vellum draws buttons at rest. (`PrimitiveButtonStyle` is the other kind.)
public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// Button metrics per control size (spec §7 and §2.4a). A bordered button is its label with
/// padding around it, at least as tall as iOS draws it with a one-line label in the size's
/// default font, so it grows with a taller label (a wrapped title, Dynamic Type) as iOS's
/// does. The spec gives mini and small buttons one size and has no extra-large row: Vellum
/// draws a mini button as a small one and an extra-large one as a large one (L).
enum ButtonMetrics {
  /// The height with a one-line label. Large: 49.33, a disabled `.borderedProminent`
  /// `.controlSize(.large)` button on iOS 17/18 renders (issue 28, spec §2.4a; H). Regular 34
  /// (spec §7 "≈ 34–36"; L), small and mini 28 (spec §7 "small/mini ≈ 28"; L).
  static func height(_ size: ControlSize) -> CGFloat {
    switch size {
    case .mini, .small: 28
    case .regular: 34
    case .large, .extraLarge: 49 + 1.0 / 3
    }
  }
  /// The least space above and below the label: what is left of `height` around a one-line
  /// label in the default font (a body line is 20.33 at @3x and 21 at @1x, a subheadline 18),
  /// so a taller label makes the button taller by as much.
  static func verticalPadding(_ size: ControlSize) -> CGFloat {
    switch size {
    case .mini, .small: 5
    case .regular: 6.5
    case .large, .extraLarge: 14.5
    }
  }
  static func horizontalPadding(_ size: ControlSize) -> CGFloat {
    switch size {
    case .mini, .small: 10
    case .regular: 12
    case .large, .extraLarge: 20
    }
  }
  static func cornerRadius(_ size: ControlSize) -> CGFloat {
    switch size {
    case .mini, .small: 6
    case .regular: 8
    case .large, .extraLarge: 12
    }
  }
  /// The font a button uses when none is set: smaller for small controls.
  static func font(_ size: ControlSize) -> Font { size == .mini || size == .small ? .subheadline : .body }
  /// A bordered (not prominent) button's fill is its tint at this opacity (observation, L).
  static let borderedFillOpacity = 0.15
}

/// The colour of a button's content: the role's or the tint, grey when disabled. A
/// destructive button is red, except as a toolbar item, which iOS 18 draws in the tint.
struct ButtonTint: ShapeStyle {
  let role: ButtonRole?
  func _paint(in environment: EnvironmentValues) -> Paint {
    if !environment.isEnabled { return Color.gray._paint(in: environment) }
    if role == .destructive, !environment.isToolbarItem { return Color.red._paint(in: environment) }
    return TintShapeStyle()._paint(in: environment)
  }
}

/// The built-in styles, which are primitive styles in SwiftUI (`var style: some
/// PrimitiveButtonStyle { .plain }` compiles): each draws its button itself. A `Button(configuration)`
/// inside a custom primitive style takes one of these when it is set around it.
protocol BuiltInButtonStyle: PrimitiveButtonStyle {}

extension ButtonStyleConfiguration {
  /// A primitive configuration's label and role, at rest.
  init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(label: configuration.label, role: configuration.role, isPressed: false)
  }
}

/// A button with no border: its label in the tint (the default on iOS).
public struct BorderlessButtonStyle: BuiltInButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ButtonBody(configuration: ButtonStyleConfiguration(configuration), kind: .borderless)
  }
}

/// A button on a light fill of its tint.
public struct BorderedButtonStyle: BuiltInButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ButtonBody(configuration: ButtonStyleConfiguration(configuration), kind: .bordered)
  }
}

/// A button filled with its tint, its label white in the regular weight; disabled, filled
/// with `secondarySystemFill` (rgb 233,233,234 over white). Both measured on iOS 17/18 renders
/// of public screens (issue 28).
public struct BorderedProminentButtonStyle: BuiltInButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ButtonBody(configuration: ButtonStyleConfiguration(configuration), kind: .prominent)
  }
}

/// The label as it is, with no tint or border.
public struct PlainButtonStyle: BuiltInButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The platform default: borderless on iOS.
public struct DefaultButtonStyle: BuiltInButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderlessButtonStyle().makeBody(configuration: configuration)
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The built-in styles' drawing. As in SwiftUI, the tint (or the role's colour, or white on a
/// prominent fill) is only the label's default: a foreground style set on the button or
/// around it (`.foregroundColor(.white)`, `.foregroundStyle(.red)`) colours the label instead,
/// while the bordered styles' fills keep the tint. A hierarchical level alone
/// (`.foregroundStyle(.secondary)`, as a list section's header sets) leaves the tint: iOS draws a
/// header's button in the tint (ios-reference bwa-debug-menu).
nonisolated struct ButtonBody: View {
  enum Kind { case borderless, bordered, prominent }
  let configuration: ButtonStyleConfiguration
  let kind: Kind

  @Environment(\.controlSize) private var size
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.font) private var font
  @Environment(\.buttonBorderShape) private var borderShape
  @Environment(\.foregroundStyle) private var foreground

  /// Whether a foreground style was set outside the button.
  var hasForegroundStyle: Bool { !(foreground is DefaultForeground) }

  /// The label's default style in this kind of button.
  var defaultLabelStyle: AnyShapeStyle {
    switch kind {
    case .borderless, .bordered: AnyShapeStyle(ButtonTint(role: configuration.role))
    case .prominent: AnyShapeStyle(isEnabled ? Color.white : Color.tertiaryLabel)
    }
  }

  var body: some View {
    let explicit = hasForegroundStyle
    let fallback = defaultLabelStyle
    let label = configuration.label.font(font ?? ButtonMetrics.font(size))
      .transformEnvironment(\.self) { environment in
        guard !explicit else { return }
        environment.foregroundStyle = fallback
        environment.foregroundLevel = 0
      }
    switch kind {
    case .borderless:
      label
    case .bordered:
      label
        .padding(.horizontal, ButtonMetrics.horizontalPadding(size))
        .padding(.vertical, ButtonMetrics.verticalPadding(size))
        .frame(minHeight: ButtonMetrics.height(size))
        .buttonBorderFill(
          isEnabled
            ? AnyShapeStyle(ButtonTint(role: configuration.role).opacity(ButtonMetrics.borderedFillOpacity))
            : AnyShapeStyle(Color.tertiarySystemFill), shape: borderShape, size: size)
    case .prominent:
      label
        .padding(.horizontal, ButtonMetrics.horizontalPadding(size))
        .padding(.vertical, ButtonMetrics.verticalPadding(size))
        .frame(minHeight: ButtonMetrics.height(size))
        .buttonBorderFill(
          isEnabled
            ? AnyShapeStyle(ButtonTint(role: configuration.role)) : AnyShapeStyle(Color.secondarySystemFill),
          shape: borderShape, size: size)
    }
  }
}

struct AnyButtonStyle {
  let makeBody: (ButtonStyleConfiguration, @escaping () -> Void) -> AnyView
  /// Whether it is an app's `PrimitiveButtonStyle`, whose body makes a `Button(configuration)`
  /// (the built-in styles draw their buttons themselves).
  let isPrimitive: Bool
  init<S: ButtonStyle>(_ style: S) {
    makeBody = { configuration, _ in AnyView(StyleBody(style) { AnyView(style.makeBody(configuration: configuration)) })
    }
    isPrimitive = false
  }
  init<S: PrimitiveButtonStyle>(primitive style: S) {
    makeBody = { configuration, action in
      AnyView(
        StyleBody(style) {
          AnyView(
            style.makeBody(
              configuration: PrimitiveButtonStyleConfiguration(
                label: configuration.label, role: configuration.role, action: action)))
        })
    }
    isPrimitive = !(style is any BuiltInButtonStyle)
  }
}

struct ButtonStyleKey: EnvironmentKey {
  static var defaultValue: AnyButtonStyle { AnyButtonStyle(primitive: DefaultButtonStyle()) }
}

extension EnvironmentValues {
  var buttonStyle: AnyButtonStyle {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of buttons inside this view.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { environment(\.buttonStyle, AnyButtonStyle(style)) }

  /// Sets a primitive style for buttons inside this view.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, AnyButtonStyle(primitive: style))
  }
}
