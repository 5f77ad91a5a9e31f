import Foundation

/// The parts of a toggle a `ToggleStyle` draws, as in SwiftUI: the label, and the state
/// with its binding (`configuration.isOn`, `configuration.$isOn`).
public struct ToggleStyleConfiguration {
  /// The toggle's label as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }

  public let label: Label
  @Binding public var isOn: Bool
  /// Whether only some of a multi-source toggle's values are on; Vellum: always false.
  public var isMixed: Bool = false

  init(label: Label, isOn: Binding<Bool>) {
    self.label = label
    self._isOn = isOn
  }
}

/// How toggles look, as SwiftUI's `ToggleStyle`: custom conformers from public code work
/// unchanged. Nothing is ever tapped in Vellum, so a style's gestures never fire.
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The iOS switch: the label leading, the 51 × 31 switch trailing, its track in the tint
/// (green by default) when on and grey when off, a white knob with its shadow.
public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?
  public init() { tint = nil }
  /// A switch whose on track has this colour.
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    LabeledControlRow(label: configuration.label, control: SwitchView(isOn: configuration.isOn, tint: tint))
  }
}

/// A toggle drawn as a button: its label in the tint, on a light fill of the tint when on.
public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ToggleButtonBody(label: configuration.label, isOn: configuration.isOn)
  }
}

/// The platform default: the switch on iOS, and the button style in a toolbar, as SwiftUI
/// uses it there (a switch with its label would take the whole bar).
public struct DefaultToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { AutomaticToggleBody(configuration: configuration) }
}

/// The default style's toggle: the button style among a bar's items, the switch elsewhere.
nonisolated struct AutomaticToggleBody: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.isToolbarItem) private var isToolbarItem

  var body: some View {
    if isToolbarItem {
      ButtonToggleStyle().makeBody(configuration: configuration)
    } else {
      SwitchToggleStyle().makeBody(configuration: configuration)
    }
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The switch itself: track, knob and the knob's shadow (spec §2.4: 51 × 31).
nonisolated struct SwitchView: View {
  let isOn: Bool
  let tint: Color?

  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var environmentTint

  var body: some View {
    let overhang = ControlMetrics.switchTrailingOverhang
    let onColor = tint ?? environmentTint ?? .green
    let shadow = ControlMetrics.switchKnobShadow
    Capsule()
      .fill(isOn ? onColor : Color.secondarySystemFill)
      .frame(width: ControlMetrics.switchSize.width, height: ControlMetrics.switchSize.height)
      .overlay(alignment: isOn ? .trailing : .leading) {
        Circle()
          .fill(Color.white)
          .frame(width: ControlMetrics.switchKnobDiameter, height: ControlMetrics.switchKnobDiameter)
          .shadow(color: Color(white: 0, opacity: shadow.opacity), radius: shadow.radius, y: shadow.y)
          .padding(ControlMetrics.switchKnobInset)
      }
      // The knob's shadow darkens the track and nothing beyond it.
      .clipShape(Capsule())
      .opacity(isEnabled ? 1 : ControlMetrics.disabledOpacity)
      // Offsets are mirrored in right-to-left layouts, so this is past the trailing edge in both.
      .offset(x: overhang)
  }
}

/// `.button` toggles: a bordered button whose fill shows only when on.
nonisolated struct ToggleButtonBody: View {
  let label: ToggleStyleConfiguration.Label
  let isOn: Bool

  @Environment(\.controlSize) private var size
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.font) private var font

  var body: some View {
    label
      .font(font ?? ButtonMetrics.font(size))
      .foregroundStyle(ButtonTint(role: nil))
      .padding(.horizontal, ButtonMetrics.horizontalPadding(size))
      .padding(.vertical, ButtonMetrics.verticalPadding(size))
      .frame(minHeight: ButtonMetrics.height(size))
      .background(
        isOn
          ? AnyShapeStyle(ButtonTint(role: nil).opacity(ButtonMetrics.borderedFillOpacity))
          : AnyShapeStyle(Color.clear),
        in: .rect(cornerRadius: ButtonMetrics.cornerRadius(size)))
  }
}

struct AnyToggleStyle {
  let makeBody: (ToggleStyleConfiguration) -> AnyView
  init<S: ToggleStyle>(_ style: S) {
    makeBody = { configuration in AnyView(StyleBody(style) { AnyView(style.makeBody(configuration: configuration)) }) }
  }
}

struct ToggleStyleKey: EnvironmentKey {
  static var defaultValue: AnyToggleStyle { AnyToggleStyle(DefaultToggleStyle()) }
}

extension EnvironmentValues {
  var toggleStyle: AnyToggleStyle {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of toggles inside this view.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { environment(\.toggleStyle, AnyToggleStyle(style)) }
}
