import Foundation

/// A control that performs an action, as in SwiftUI. Vellum draws it at rest (never
/// pressed); the action is kept but never called. Its look comes from `buttonStyle(_:)`,
/// `controlSize(_:)`, `tint(_:)`, `disabled(_:)` and the role.
nonisolated public struct Button<Label: View>: View {
  let label: Label
  let role: ButtonRole?
  let action: () -> Void
  /// Set by `Button(configuration)` of a primitive style: a primitive style around it is
  /// not applied again (that would recurse); the default style is used instead.
  var skipsPrimitiveStyle = false

  @Environment(\.buttonStyle) private var style

  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.role = role
    self.action = action
  }

  public var body: some View {
    let style =
      skipsPrimitiveStyle && self.style.isPrimitive ? AnyButtonStyle(primitive: DefaultButtonStyle()) : self.style
    // Several views written in the label are one row, as iOS lays out a button's label
    // (an icon beside its text; `Spacer()`s around a title spreading it across the button).
    let shown = label is any TupleViewMarker ? AnyView(HStack { label }) : AnyView(label)
    // VoiceOver reads a button as one element: its label's text, and the button trait.
    return style.makeBody(ButtonStyleConfiguration(label: shown, role: role, isPressed: false), action)
      .accessibilityElement(children: .combine).accessibilityAddTraits(.isButton)
  }
}

extension Button where Label == Text {
  /// A button with a text label.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a text label, not localized.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == Vellum.Label<Text, Image> {
  /// A button with a text label and an SF Symbol.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { Vellum.Label(titleKey, systemImage: systemImage) }
  }

  /// A button with a text label (not localized) and an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { Vellum.Label(title, systemImage: systemImage) }
  }
}

/// What a button does, which changes its colour (destructive is red).
public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
  /// Closes a sheet or view without a choice (iOS 26).
  public static let close = ButtonRole(name: "close")
  /// Confirms a sheet's or view's changes (iOS 26).
  public static let confirm = ButtonRole(name: "confirm")
}

extension Button where Label == Image {
  /// A button whose label is the system's for its role (iOS 26): an `xmark` to close or
  /// cancel, a `checkmark` to confirm, a `trash` to destroy.
  public init(role: ButtonRole, action: @escaping () -> Void) {
    let symbol =
      switch role {
      case .confirm: "checkmark"
      case .destructive: "trash"
      default: "xmark"
      }
    self.init(role: role, action: action) { Image(systemName: symbol) }
  }
}

nonisolated extension View {
  /// Disables controls inside this view: they draw dimmed (spec §7).
  public func disabled(_ disabled: Bool) -> some View {
    transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
  }

  /// Sets the size of controls inside this view.
  public func controlSize(_ size: ControlSize) -> some View { environment(\.controlSize, size) }

  /// Sets the tint of controls inside this view (the `.tint` shape style); nil restores the accent colour.
  public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }

  /// Sets the tint to any shape style (iOS 16+), such as a gradient. SwiftUI paints tinted
  /// controls with the style itself; Vellum keeps one colour, resolved where it is set: a
  /// colour is itself, a gradient its first stop. nil restores the accent colour.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    transformEnvironment(\.self) { environment in
      environment.tint = tint.map { Self.tintColor(of: $0._paint(in: environment)) }
    }
  }

  static func tintColor(of paint: Paint) -> Color {
    let rgba: RGBA
    switch paint {
    case .color(let color): rgba = color
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
      .ellipticalGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _):
      rgba = stops.first?.color ?? RGBA(0, 0, 0, 0)
    case .material: return .accentColor
    case .meshGradient(let mesh): rgba = mesh.colors.first ?? mesh.background
    }
    return Color(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
  }
}

struct TintKey: EnvironmentKey {
  static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
  /// The tint set with `tint(_:)`, if any.
  public var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
}

/// The current tint: `tint(_:)` if set, else the accent colour, as SwiftUI's `.tint`.
public struct TintShapeStyle: ShapeStyle {
  public init() {}
  public func _paint(in environment: EnvironmentValues) -> Paint {
    (environment.tint ?? .accentColor)._paint(in: environment)
  }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}
