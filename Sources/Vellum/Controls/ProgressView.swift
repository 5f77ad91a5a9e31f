import Foundation

/// Progress toward completing a task, as SwiftUI's `ProgressView`. With a value it is a
/// linear bar (by default) filled to `value / total` in the tint; without one, the circular
/// spinner, drawn at one fixed phase since Vellum draws at rest. Labels: the label above a
/// bar (below a spinner), `currentValueLabel` under the bar in the secondary colour.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  /// Set by `ProgressView(configuration)`: drawn with the default style, not the custom
  /// style that made it (that would recurse).
  var fixedStyle: AnyProgressViewStyle? = nil

  @Environment(\.progressViewStyle) private var style

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// A bar filled to `value / total`, with a label and a current-value label; a nil value
  /// is indeterminate. Values outside 0…total are clamped, as SwiftUI does.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    let (v, t) = (Double(value), Double(total))
    guard v.isFinite, t.isFinite, t > 0 else { return 0 }
    return min(max(v / t, 0), 1)
  }

  public var body: some View {
    (fixedStyle ?? style).makeBody(
      ProgressViewStyleConfiguration(
        fractionCompleted: fraction, label: label.map { .init(AnyView($0)) },
        currentValueLabel: currentValueLabel.map { .init(AnyView($0)) }))
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// The indeterminate spinner.
  public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }

  /// A bar filled to `value / total`; nil is indeterminate.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// The indeterminate spinner with a label under it.
  public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: nil) }

  /// A bar with a label above it.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// The indeterminate spinner with a text label under it.
  public init(_ titleKey: LocalizedStringKey) {
    self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
  }

  /// The indeterminate spinner with a text label (not localized) under it.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, label: Text(title), currentValueLabel: nil) }

  /// A bar with a text label above it.
  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
  }

  /// A bar with a text label (not localized) above it.
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
  }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// The progress view a custom style draws around: the configuration's state, drawn with
  /// the default style.
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(
      fraction: configuration.fractionCompleted, label: configuration.label,
      currentValueLabel: configuration.currentValueLabel)
    fixedStyle = AnyProgressViewStyle(DefaultProgressViewStyle())
  }
}
