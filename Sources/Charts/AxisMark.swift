import Foundation
import Vellum

/// A part of an axis mark (a gridline, a tick, a label), as Swift Charts' `AxisMark`.
public protocol AxisMark {
  var _components: [AxisComponent] { get }
}

extension AxisMark {
  var components: [AxisComponent] { _components }

  func changed(_ change: (inout AxisComponent) -> Void) -> AxisMarkList {
    AxisMarkList(
      items: components.map {
        var component = $0
        change(&component)
        return component
      })
  }

  /// The style of the gridline, tick or label.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisMarkList {
    changed { $0.style = AnyShapeStyle(style) }
  }

  /// The font of a label.
  public func font(_ font: Font?) -> AxisMarkList { changed { $0.font = font } }

  /// Moves the part (accepted: it stays where the chart puts it).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> AxisMarkList { changed { _ in } }
}

/// A gridline, a tick or a label of one axis value.
public struct AxisComponent {
  enum Kind {
    case gridLine
    case tick(length: CGFloat)
    case label(centered: Bool?, anchor: UnitPoint?, content: AxisLabelContent)
  }
  enum AxisLabelContent {
    /// The value written as the axis writes it.
    case standard
    case formatted((PlotValue) -> String?)
    case view(AnyView)
  }
  var kind: Kind
  var stroke: StrokeStyle?
  var style: AnyShapeStyle?
  var font: Font?
}

/// Several axis mark parts, as the builder makes them.
public struct AxisMarkList: AxisMark {
  let items: [AxisComponent]
  public var _components: [AxisComponent] { items }
}

/// The result builder of an `AxisMarks` content, as Swift Charts' `AxisMarkBuilder`: parts in
/// a row, `if`/`else` and `switch` over the value.
@resultBuilder
public enum AxisMarkBuilder {
  public static func buildExpression<M: AxisMark>(_ mark: M) -> AxisMarkList { AxisMarkList(items: mark._components) }
  public static func buildBlock(_ parts: AxisMarkList...) -> AxisMarkList {
    AxisMarkList(items: parts.flatMap(\.items))
  }
  public static func buildOptional(_ mark: AxisMarkList?) -> AxisMarkList { mark ?? AxisMarkList(items: []) }
  public static func buildEither(first: AxisMarkList) -> AxisMarkList { first }
  public static func buildEither(second: AxisMarkList) -> AxisMarkList { second }
  public static func buildLimitedAvailability(_ mark: AxisMarkList) -> AxisMarkList { mark }
}

/// A gridline across the plot at the value, as Swift Charts' `AxisGridLine`.
public struct AxisGridLine: AxisMark {
  let stroke: StrokeStyle?
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
  public var _components: [AxisComponent] { [AxisComponent(kind: .gridLine, stroke: stroke)] }
}

/// A short tick outside the plot at the value, as Swift Charts' `AxisTick`.
public struct AxisTick: AxisMark {
  /// A tick's length, as Swift Charts' `AxisTick.Length`.
  public struct Length: Sendable {
    let points: CGFloat
    public static let automatic = Length(points: 4)
    public static let label = Length(points: 4)
    public static let longestLabel = Length(points: 4)
    /// As long as the label, and `extendPastBy` points more.
    public static func label(extendPastBy extra: CGFloat) -> Length { Length(points: 4 + extra) }
    public static func longestLabel(extendPastBy extra: CGFloat) -> Length { Length(points: 4 + extra) }
  }
  let length: CGFloat
  let stroke: StrokeStyle?
  public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
    self.length = length.points
    self.stroke = stroke
  }
  public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
    self.length = length
    self.stroke = stroke
  }
  public var _components: [AxisComponent] { [AxisComponent(kind: .tick(length: length), stroke: stroke)] }
}

/// How overlapping labels are resolved, as Swift Charts' `AxisValueLabelCollisionResolution`
/// (accepted: Vellum draws every label).
public struct AxisValueLabelCollisionResolution: Sendable {
  public static let automatic = AxisValueLabelCollisionResolution()
  public static let disabled = AxisValueLabelCollisionResolution()
  public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> Self { Self() }
  public static func truncate(minimumWidth: CGFloat = 0) -> Self { Self() }
}

/// How labels are turned, as Swift Charts' `AxisValueLabelOrientation` (accepted: labels
/// are drawn level).
public struct AxisValueLabelOrientation: Sendable {
  public static let automatic = AxisValueLabelOrientation()
  public static let horizontal = AxisValueLabelOrientation()
  public static let vertical = AxisValueLabelOrientation()
  public static let verticalReversed = AxisValueLabelOrientation()
}

/// The label of the value, as Swift Charts' `AxisValueLabel`: the value as the axis writes
/// it, in a format, or a view of the app's own.
public struct AxisValueLabel: AxisMark {
  let component: AxisComponent

  public init(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    component = AxisComponent(kind: .label(centered: centered, anchor: anchor, content: .standard))
  }

  public init<Format: FormatStyle>(
    format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
    let write: (PlotValue) -> String? = { value in value.as(Format.FormatInput.self).map { format.format($0) } }
    component = AxisComponent(kind: .label(centered: centered, anchor: anchor, content: .formatted(write)))
  }

  /// A label of the app's own words instead of the value.
  public init(
    _ label: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil,
    multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    component = AxisComponent(kind: .label(centered: centered, anchor: anchor, content: .view(AnyView(Text(label)))))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    component = AxisComponent(kind: .label(centered: centered, anchor: anchor, content: .view(AnyView(Text(label)))))
  }

  public init<Content: View>(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
    orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    component = AxisComponent(kind: .label(centered: centered, anchor: anchor, content: .view(AnyView(content()))))
  }

  public var _components: [AxisComponent] { [component] }
}
