import Foundation

/// The parts of a progress view a `ProgressViewStyle` draws, as in SwiftUI.
public struct ProgressViewStyleConfiguration {
  /// The label as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }
  /// The current-value label as a view.
  nonisolated public struct CurrentValueLabel: View {
    let content: AnyView
    init(_ content: AnyView) { self.content = content }
    public var body: some View { content }
  }

  /// The completed fraction, 0…1, or nil when indeterminate.
  public let fractionCompleted: Double?
  public var label: Label?
  public var currentValueLabel: CurrentValueLabel?
}

/// How progress views look, as SwiftUI's `ProgressViewStyle`: custom conformers from public
/// code (rings from `Circle().trim(from:to:)`, bars from `GeometryReader`) work unchanged.
public protocol ProgressViewStyle {
  associatedtype Body: View
  typealias Configuration = ProgressViewStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The platform default: a bar when the progress is known, the spinner when it is not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    if configuration.fractionCompleted == nil {
      CircularProgressViewStyle().makeBody(configuration: configuration)
    } else {
      LinearProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}

/// A horizontal bar, 4 pt tall with round ends, filled from the leading edge in the tint
/// over a grey track; the label above it, the current-value label below in the secondary
/// colour. Indeterminate: the empty track (iOS animates it).
public struct LinearProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  public init() { tint = nil }
  /// A bar filled with this colour (deprecated in SwiftUI for `tint(_:)`).
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: ControlMetrics.progressLabelSpacing) {
      if let label = configuration.label { label }
      ProgressBar(fraction: configuration.fractionCompleted ?? 0, tint: tint)
      if let current = configuration.currentValueLabel {
        current.font(.footnote).foregroundStyle(Color.secondary)
      }
    }
  }
}

/// The spinner: eight spokes fading around from the brightest, at one fixed phase, in the
/// secondary colour; the label under it. iOS draws the spinner for determinate progress
/// too, so does Vellum.
public struct CircularProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  public init() { tint = nil }
  /// A spinner in this colour (deprecated in SwiftUI for `tint(_:)`).
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: ControlMetrics.spinnerLabelSpacing) {
      Spinner(color: tint)
      if let label = configuration.label { label.foregroundStyle(Color.secondary) }
    }
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The bar of a linear progress view, as wide as offered.
nonisolated struct ProgressBar: View {
  let fraction: Double
  let tint: Color?

  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    Capsule()
      .fill(Color.systemFill)
      .frame(height: ControlMetrics.progressBarHeight)
      .overlay(alignment: .leading) {
        GeometryReader { proxy in
          Capsule()
            .fill(
              isEnabled ? tint.map { AnyShapeStyle($0) } ?? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color.gray)
            )
            .frame(width: proxy.size.width * fraction)
        }
      }
  }
}

/// The activity indicator's spokes (UIActivityIndicatorView), sized by the control size, at
/// the phase a still render of iOS 17 shows: the darkest spoke at 9 o'clock at 84 % of the colour,
/// the three behind it (anticlockwise) 14 % lighter each, the other four at 28 %. Measured on
/// bw-vault-list-loading (medium, secondary over the grouped page): spokes of 151, 166, 181 and
/// 197, the rest 213, against a page of 243.
nonisolated struct Spinner: View {
  let color: Color?

  @Environment(\.controlSize) private var size

  var body: some View {
    let diameter = ControlMetrics.spinnerDiameter(size)
    let count = ControlMetrics.spinnerSpokes
    ZStack {
      ForEach(0..<count, id: \.self) { index in
        SpinnerSpoke(index: index, count: count)
          .stroke(
            color.map { AnyShapeStyle($0) } ?? AnyShapeStyle(Color.secondary),
            style: StrokeStyle(lineWidth: diameter * SpinnerSpoke.width, lineCap: .round)
          )
          .opacity(0.84 - 0.14 * Double(min(index, 4)))
      }
    }
    .frame(width: diameter, height: diameter)
  }
}

/// One spoke, `index` steps anticlockwise from 9 o'clock: its ink from 17.5 % to 47.5 % of the
/// diameter out from the centre, a tenth of the diameter wide with round ends (the medium
/// spinner's 2 pt spokes from 3.5 to 9.5 pt in its 20 pt frame: ink 19 × 19, bw-vault-list-loading).
nonisolated struct SpinnerSpoke: Shape {
  static let width = 0.1
  static let inner = 0.175
  static let outer = 0.475

  let index: Int
  let count: Int
  func path(in rect: CGRect) -> Path {
    let diameter = min(rect.width, rect.height)
    let cap = diameter * Self.width / 2
    let angle = Double.pi - 2 * Double.pi * Double(index) / Double(count)
    let (c, s) = (cos(angle), sin(angle))
    let (inner, outer) = (diameter * Self.inner + cap, diameter * Self.outer - cap)
    var path = Path()
    path.move(to: CGPoint(x: rect.midX + c * inner, y: rect.midY + s * inner))
    path.addLine(to: CGPoint(x: rect.midX + c * outer, y: rect.midY + s * outer))
    return path
  }
}

struct AnyProgressViewStyle {
  let makeBody: (ProgressViewStyleConfiguration) -> AnyView
  init<S: ProgressViewStyle>(_ style: S) {
    makeBody = { configuration in AnyView(StyleBody(style) { AnyView(style.makeBody(configuration: configuration)) }) }
  }
}

struct ProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: AnyProgressViewStyle { AnyProgressViewStyle(DefaultProgressViewStyle()) }
}

extension EnvironmentValues {
  var progressViewStyle: AnyProgressViewStyle {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of progress views inside this view.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environment(\.progressViewStyle, AnyProgressViewStyle(style))
  }
}
