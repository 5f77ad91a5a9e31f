import Foundation

/// A value within a range, as SwiftUI's `Gauge`. The default iOS style is a capacity bar
/// (the label above, the bar filled to the value in the tint, the minimum and maximum labels
/// at its ends); `.accessoryCircular` is the lock-screen ring open at the bottom with a
/// marker at the value and the current value in the middle; `.accessoryCircularCapacity` a
/// full ring filled to the value; `.accessoryLinear` a thin bar with a marker;
/// `.accessoryLinearCapacity` and `.linearCapacity` the bar.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View
{
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  @Environment(\.gaugeStyle) private var style

  init<V: BinaryFloatingPoint>(
    value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
    minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?
  ) {
    let (low, high, v) = (Double(bounds.lowerBound), Double(bounds.upperBound), Double(value))
    fraction = high > low && v.isFinite ? min(max((v - low) / (high - low), 0), 1) : 0
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }

  public var body: some View {
    style.makeBody(
      GaugeStyleConfiguration(
        value: fraction, label: .init(AnyView(label)), currentValueLabel: currentValueLabel.map { .init(AnyView($0)) },
        minimumValueLabel: minimumValueLabel.map { .init(AnyView($0)) },
        maximumValueLabel: maximumValueLabel.map { .init(AnyView($0)) }))
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil,
      maximumValueLabel: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label and a current-value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
      maximumValueLabel: nil)
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge with a label, a current-value label and labels for the range's ends.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }
}

/// The parts of a gauge a `GaugeStyle` draws, as in SwiftUI.
public struct GaugeStyleConfiguration {
  /// One of the gauge's labels as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }
  public typealias CurrentValueLabel = Label
  public typealias MinimumValueLabel = Label
  public typealias MaximumValueLabel = Label

  /// The value as a fraction of the range, 0…1.
  public var value: Double
  public var label: Label
  public var currentValueLabel: CurrentValueLabel?
  public var minimumValueLabel: MinimumValueLabel?
  public var maximumValueLabel: MaximumValueLabel?
}

/// How gauges look, as SwiftUI's `GaugeStyle`; custom conformers work.
public protocol GaugeStyle {
  associatedtype Body: View
  typealias Configuration = GaugeStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The platform default: the capacity bar on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGaugeStyle().makeBody(configuration: configuration)
  }
}

/// The label above, the bar filled to the value, the bound labels at the ends.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: ControlMetrics.progressLabelSpacing) {
      HStack {
        configuration.label
        Spacer(minLength: 0)
        if let current = configuration.currentValueLabel { current.foregroundStyle(Color.secondary) }
      }
      HStack {
        if let minimum = configuration.minimumValueLabel { minimum.font(.caption).foregroundStyle(Color.secondary) }
        ProgressBar(fraction: configuration.value, tint: nil)
        if let maximum = configuration.maximumValueLabel { maximum.font(.caption).foregroundStyle(Color.secondary) }
      }
    }
  }
}

/// The lock-screen ring: 3/4 of a circle open at the bottom, a marker at the value, the
/// current value (else the label) in the middle, the bound labels in the opening.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let size = ControlMetrics.accessoryGaugeDiameter
    let line = ControlMetrics.accessoryGaugeLineWidth
    return ZStack {
      GaugeArc(fraction: 1).stroke(Color.gray.opacity(0.35), style: StrokeStyle(lineWidth: line, lineCap: .round))
      GaugeArc(fraction: configuration.value)
        .stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: line, lineCap: .round))
      GaugeMarker(fraction: configuration.value).fill(Color.primary)
      Group {
        if let current = configuration.currentValueLabel { current } else { configuration.label }
      }
      .font(.system(size: 20, weight: .medium)).lineLimit(1)
      HStack {
        configuration.minimumValueLabel
        Spacer(minLength: 0)
        configuration.maximumValueLabel
      }
      .font(.system(size: 10, weight: .medium))
      .padding(.horizontal, line)
      .frame(maxHeight: .infinity, alignment: .bottom)
    }
    .frame(width: size, height: size)
  }
}

/// A full ring filled from 12 o'clock to the value, the current value in the middle.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let size = ControlMetrics.accessoryGaugeDiameter
    let line = ControlMetrics.accessoryGaugeLineWidth
    return ZStack {
      Circle().stroke(Color.gray.opacity(0.35), lineWidth: line)
      TopStartCircle().trim(from: 0, to: configuration.value)
        .stroke(TintShapeStyle(), style: StrokeStyle(lineWidth: line, lineCap: .round))
      Group {
        if let current = configuration.currentValueLabel { current } else { configuration.label }
      }
      .font(.system(size: 20, weight: .medium)).lineLimit(1)
    }
    .padding(line / 2)
    .frame(width: size, height: size)
  }
}

/// A thin bar with a marker at the value; the bound labels at the ends.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: ControlMetrics.progressLabelSpacing) {
      configuration.label.font(.caption)
      HStack {
        configuration.minimumValueLabel?.font(.caption2)
        Capsule().fill(Color.gray.opacity(0.35)).frame(height: ControlMetrics.progressBarHeight)
          .overlay(alignment: .leading) {
            GeometryReader { proxy in
              Circle().fill(Color.primary)
                .frame(width: 8, height: 8)
                .offset(x: (proxy.size.width - 8) * configuration.value, y: (proxy.size.height - 8) / 2)
            }
          }
        configuration.maximumValueLabel?.font(.caption2)
      }
    }
  }
}

/// The capacity bar, as a lock-screen accessory.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGaugeStyle().makeBody(configuration: configuration).font(.caption)
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

/// The open ring of `.accessoryCircular`: from 225° (bottom left) clockwise through the top
/// to 315° (bottom right), `fraction` of the way, inset by half the line width.
nonisolated struct GaugeArc: Shape {
  let fraction: Double
  func path(in rect: CGRect) -> Path {
    let inset = ControlMetrics.accessoryGaugeLineWidth / 2
    let radius = min(rect.width, rect.height) / 2 - inset
    var path = Path()
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: .degrees(135),
      endAngle: .degrees(135 + 270 * fraction), clockwise: false)
    return path
  }
}

/// The marker on the open ring at the value: a small circle on the arc.
nonisolated struct GaugeMarker: Shape {
  let fraction: Double
  func path(in rect: CGRect) -> Path {
    let line = ControlMetrics.accessoryGaugeLineWidth
    let radius = min(rect.width, rect.height) / 2 - line / 2
    let angle = (135 + 270 * fraction) * Double.pi / 180
    let centre = CGPoint(x: rect.midX + radius * cos(angle), y: rect.midY + radius * sin(angle))
    let dot = line * 0.6
    return Path(ellipseIn: CGRect(x: centre.x - dot / 2, y: centre.y - dot / 2, width: dot, height: dot))
  }
}

/// A circle whose outline starts at 12 o'clock (for trimming from the top).
nonisolated struct TopStartCircle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    let radius = min(rect.width, rect.height) / 2
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: .degrees(-90),
      endAngle: .degrees(270), clockwise: false)
    return path
  }
}

extension ControlMetrics {
  /// The lock-screen circular accessory: 58 pt (L), its ring 6 pt wide (L).
  static let accessoryGaugeDiameter: CGFloat = 58
  static let accessoryGaugeLineWidth: CGFloat = 6
}

struct AnyGaugeStyle {
  let makeBody: (GaugeStyleConfiguration) -> AnyView
  init<S: GaugeStyle>(_ style: S) {
    makeBody = { configuration in AnyView(StyleBody(style) { AnyView(style.makeBody(configuration: configuration)) }) }
  }
}

struct GaugeStyleKey: EnvironmentKey {
  static var defaultValue: AnyGaugeStyle { AnyGaugeStyle(DefaultGaugeStyle()) }
}

extension EnvironmentValues {
  var gaugeStyle: AnyGaugeStyle {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of gauges inside this view.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { environment(\.gaugeStyle, AnyGaugeStyle(style)) }
}
