import Foundation

/// A control for choosing a value in a range, as SwiftUI's `Slider`: the track as wide as
/// offered, filled in the tint from the leading end to the thumb, the white 28 pt thumb with
/// its shadow at the binding's value, the minimum and maximum value labels either side. As
/// on iOS, the label is not drawn (it is for accessibility).
public struct Slider<Label: View, ValueLabel: View>: View {
  let fraction: Double
  let label: Label?
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?

  init<V: BinaryFloatingPoint>(
    value: V, bounds: ClosedRange<V>, label: Label?, minimumValueLabel: ValueLabel?, maximumValueLabel: ValueLabel?
  ) {
    let (low, high, v) = (Double(bounds.lowerBound), Double(bounds.upperBound), Double(value))
    fraction = high > low && v.isFinite ? min(max((v - low) / (high - low), 0), 1) : 0
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }

  /// A slider with a label and labels for the range's ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value.wrappedValue, bounds: bounds, label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel())
  }

  /// A stepped slider with a label and labels for the range's ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value.wrappedValue, bounds: bounds, label: label(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel())
  }

  /// The iOS 13 spelling (deprecated in SwiftUI): end labels as values, the label last.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value.wrappedValue, bounds: bounds, label: label(), minimumValueLabel: minimumValueLabel,
      maximumValueLabel: maximumValueLabel)
  }

  /// The iOS 13 stepped spelling (deprecated in SwiftUI): end labels as values, the label last.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value.wrappedValue, bounds: bounds, label: label(), minimumValueLabel: minimumValueLabel,
      maximumValueLabel: maximumValueLabel)
  }

  public var body: some View {
    HStack {
      if let minimumValueLabel { minimumValueLabel }
      SliderTrack(fraction: fraction)
      if let maximumValueLabel { maximumValueLabel }
    }
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over a range (0…1 by default).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, label: nil, minimumValueLabel: nil, maximumValueLabel: nil)
  }

  /// A slider over a range in steps.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, label: nil, minimumValueLabel: nil, maximumValueLabel: nil)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider with a label (not drawn on iOS).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
  }

  /// A stepped slider with a label (not drawn on iOS).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// The iOS 13 spelling (deprecated in SwiftUI): the label last.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
  }

  /// The iOS 13 stepped spelling (deprecated in SwiftUI): the label last.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value.wrappedValue, bounds: bounds, label: label(), minimumValueLabel: nil, maximumValueLabel: nil)
  }
}

/// The track, its tinted fill and the thumb. The thumb's centre travels from one radius in
/// from the leading end to one radius in from the trailing end, as UISlider's does.
struct SliderTrack: View {
  let fraction: Double

  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let thumb = ControlMetrics.sliderThumbDiameter
    let shadow = ControlMetrics.switchKnobShadow
    GeometryReader { proxy in
      let travel = max(proxy.size.width - thumb, 0)
      let centre = thumb / 2 + travel * fraction
      let midY = proxy.size.height / 2
      ZStack(alignment: .topLeading) {
        Capsule()
          .fill(Color.systemFill)
          .frame(width: proxy.size.width, height: ControlMetrics.sliderTrackHeight)
          .offset(y: midY - ControlMetrics.sliderTrackHeight / 2)
        Capsule()
          .fill(isEnabled ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color.gray))
          .frame(width: centre, height: ControlMetrics.sliderTrackHeight)
          .offset(y: midY - ControlMetrics.sliderTrackHeight / 2)
        Circle()
          .fill(Color.white)
          .shadow(color: Color(white: 0, opacity: shadow.opacity), radius: shadow.radius, y: shadow.y)
          .frame(width: thumb, height: thumb)
          .offset(x: centre - thumb / 2, y: midY - thumb / 2)
      }
    }
    .frame(
      minWidth: thumb, idealWidth: ControlMetrics.sliderIdealWidth, maxWidth: .infinity,
      minHeight: ControlMetrics.sliderHeight, maxHeight: ControlMetrics.sliderHeight)
  }
}
