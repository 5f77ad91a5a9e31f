import Foundation

/// A control for choosing a colour, as SwiftUI's `ColorPicker`: the label leading and the
/// colour well trailing, a 28 pt circle of the selected colour inside a ring of hues.
nonisolated public struct ColorPicker<Label: View>: View {
  let color: Color
  let label: Label

  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    color = selection.wrappedValue
    self.label = label()
  }

  public var body: some View {
    LabeledControlRow(label: label, control: ColorWell(color: color))
  }
}

extension ColorPicker where Label == Text {
  /// A colour picker titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  /// A colour picker titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

/// UIColorWell: a ring of hues 3 pt wide, a 2 pt gap, the colour in the middle (L).
nonisolated struct ColorWell: View {
  let color: Color
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let hues: [Color] = [.red, .yellow, .green, .cyan, .blue, .purple, .pink, .red]
    ZStack {
      Circle().strokeBorder(AngularGradient(colors: hues, center: .center), lineWidth: ControlMetrics.colorWellRing)
      Circle().fill(color).padding(ControlMetrics.colorWellRing + ControlMetrics.colorWellGap)
    }
    .frame(width: ControlMetrics.colorWellDiameter, height: ControlMetrics.colorWellDiameter)
    .opacity(isEnabled ? 1 : ControlMetrics.disabledOpacity)
  }
}
