import Foundation

/// A control that turns an option on or off, as SwiftUI's `Toggle`. It draws the state its
/// binding holds when it is rendered; its look comes from `toggleStyle(_:)` (the iOS
/// switch by default).
nonisolated public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label
  /// Set by `Toggle(configuration)`: a style drawing a toggle inside its own body gets the
  /// default look, not itself again.
  var fixedStyle: AnyToggleStyle? = nil

  @Environment(\.toggleStyle) private var style

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// A toggle over several values, on when all of them are on (SwiftUI marks it mixed
  /// when only some are; Vellum draws mixed as off).
  public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    let bindings = sources.map { $0[keyPath: isOn] }
    self.isOn = Binding(
      get: { !bindings.isEmpty && bindings.allSatisfy { $0.wrappedValue } },
      set: { value in bindings.forEach { $0.wrappedValue = value } })
    self.label = label()
  }

  public var body: some View {
    // VoiceOver reads a toggle as one element: its label, the toggle trait and on or off.
    (fixedStyle ?? style).makeBody(ToggleStyleConfiguration(label: .init(AnyView(label)), isOn: isOn))
      .accessibilityElement(children: .combine).accessibilityAddTraits(.isToggle)
      .accessibilityValue(isOn.wrappedValue ? "on" : "off")
  }
}

extension Toggle where Label == Text {
  /// A toggle with a text label.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle with a text label, not localized.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == Vellum.Label<Text, Image> {
  /// A toggle with a text label and an SF Symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Vellum.Label(titleKey, systemImage: systemImage) }
  }

  /// A toggle with a text label (not localized) and an SF Symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Vellum.Label(title, systemImage: systemImage) }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle made from a style's configuration, as custom styles write
  /// `Toggle(configuration)` to draw the default look around their own.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
    fixedStyle = AnyToggleStyle(DefaultToggleStyle())
  }
}
