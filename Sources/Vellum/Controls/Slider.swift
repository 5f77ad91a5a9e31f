import Foundation

/// A control for choosing a value in a range, as SwiftUI's `Slider`: the track as wide as
/// offered, filled in the tint from the leading end to the thumb, the white 28 pt thumb with
/// its shadow at the binding's value, the minimum and maximum value labels either side. As
/// on iOS, the label is not drawn (it is for accessibility).
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
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
/// from the leading end to one radius in from the trailing end, as UISlider's does; the track
/// sits a little below the middle and the thumb a little above the track, as UIKit draws them.
nonisolated struct SliderTrack: View {
  let fraction: Double

  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let thumb = ControlMetrics.sliderThumbDiameter
    let shadows = ControlMetrics.sliderThumbShadows
    let track = ControlMetrics.sliderTrackHeight
    let inset = ControlMetrics.sliderTrackInset
    GeometryReader { proxy in
      let travel = max(proxy.size.width - thumb, 0)
      let centre = thumb / 2 + travel * fraction
      let trackTop = ControlMetrics.sliderTrackCentre - track / 2
      let thumbTop = ControlMetrics.sliderThumbTop
      ZStack(alignment: .topLeading) {
        Capsule()
          .fill(Color.systemFill)
          .frame(width: max(proxy.size.width - 2 * inset, 0), height: track)
          .offset(x: inset, y: trackTop)
        Capsule()
          .fill(isEnabled ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color.gray))
          .frame(width: max(centre - inset, 0), height: track)
          .offset(x: inset, y: trackTop)
        // Two discs, each with one shadow, so the shadows darken together as UIKit's do.
        Circle()
          .fill(Color.white)
          .shadow(
            color: Color(white: 0, opacity: shadows.tight.opacity), radius: shadows.tight.radius, y: shadows.tight.y
          )
          .background {
            Circle()
              .fill(Color.white)
              .shadow(
                color: Color(white: 0, opacity: shadows.broad.opacity), radius: shadows.broad.radius,
                y: shadows.broad.y)
          }
          .frame(width: thumb, height: thumb)
          .offset(x: centre - thumb / 2, y: thumbTop)
      }
    }
    .frame(
      minWidth: thumb, idealWidth: ControlMetrics.sliderIdealWidth, maxWidth: .infinity,
      minHeight: ControlMetrics.sliderHeight, maxHeight: ControlMetrics.sliderHeight)
  }
}
