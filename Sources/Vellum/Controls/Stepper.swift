import Foundation

/// A control for incrementing and decrementing a value, as SwiftUI's `Stepper`: the label
/// leading, the 94 × 32 − | + control trailing, the row as wide as offered. A half whose
/// bound is reached is dimmed, as iOS does. The actions are kept but never called.
nonisolated public struct Stepper<Label: View>: View {
  let label: Label
  let canDecrement: Bool
  let canIncrement: Bool

  init(label: Label, canDecrement: Bool, canIncrement: Bool) {
    self.label = label
    self.canDecrement = canDecrement
    self.canIncrement = canIncrement
  }

  /// A stepper with a label and increment and decrement actions.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: label(), canDecrement: onDecrement != nil, canIncrement: onIncrement != nil)
  }

  /// A stepper over a value in a range.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    let v = value.wrappedValue
    self.init(label: label(), canDecrement: v > bounds.lowerBound, canIncrement: v < bounds.upperBound)
  }

  /// A stepper over an unbounded value.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: label(), canDecrement: true, canIncrement: true)
  }

  public var body: some View {
    LabeledControlRow(label: label, control: StepperControl(canDecrement: canDecrement, canIncrement: canIncrement))
  }
}

extension Stepper where Label == Text {
  /// A stepper titled by a localized key, over a value in a range.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  /// A stepper titled by a string, over a value in a range.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step) { Text(title) }
  }

  /// A stepper titled by a localized key, over an unbounded value.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(titleKey) }
  }

  /// A stepper titled by a string, over an unbounded value.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step) { Text(title) }
  }

  /// A stepper titled by a localized key, with increment and decrement actions.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// A stepper titled by a string, with increment and decrement actions.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}

/// The − | + control (UIStepper, iOS 13+): the track in the pieces UIStepper draws it in
/// (`StepperTrackPiece`), the divider, and the − and + stroked (`StepperGlyph`); a glyph whose
/// bound is reached is dimmed.
nonisolated struct StepperControl: View {
  let canDecrement: Bool
  let canIncrement: Bool

  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    ZStack {
      StepperTrackPiece(piece: .decrementHalf).fill(Color.tertiarySystemFill)
      StepperTrackPiece(piece: .middle).fill(Color.tertiarySystemFill)
      StepperTrackPiece(piece: .incrementHalf).fill(Color.tertiarySystemFill)
      StepperTrackPiece(piece: .divider).fill(Color.systemFill)
      glyph(isPlus: false, enabled: canDecrement)
      glyph(isPlus: true, enabled: canIncrement)
    }
    .frame(width: ControlMetrics.stepperSize.width, height: ControlMetrics.stepperSize.height)
  }

  func glyph(isPlus: Bool, enabled: Bool) -> some View {
    let stroke = ControlMetrics.stepperGlyphStroke
    return StepperGlyph(isPlus: isPlus)
      .stroke(style: StrokeStyle(lineWidth: stroke, lineCap: .round))
      .foregroundStyle(enabled && isEnabled ? Color.primary : Color.tertiaryLabel)
  }
}

extension Stepper {
  /// A stepper over an unbounded value with a format style. On iOS the format gives the
  /// value's accessibility text and is not drawn, so the stepper looks as without it.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatOutput == String, F.FormatInput: Strideable {
    self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// A stepper over a value in a range with a format style (not drawn on iOS); a half whose
  /// bound is reached is dimmed.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatOutput == String, F.FormatInput: Strideable {
    self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Stepper where Label == Text {
  /// A stepper titled by a localized key over an unbounded value, with a format style.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatOutput == String, F.FormatInput: Strideable {
    self.init(value: value, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by a string over an unbounded value, with a format style.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatOutput == String, F.FormatInput: Strideable {
    self.init(value: value, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by a localized key over a value in a range, with a format style.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatOutput == String, F.FormatInput: Strideable {
    self.init(
      value: value, in: bounds, step: step, format: format, label: { Text(titleKey) },
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled by a string over a value in a range, with a format style.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
    format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatOutput == String, F.FormatInput: Strideable {
    self.init(
      value: value, in: bounds, step: step, format: format, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }
}
