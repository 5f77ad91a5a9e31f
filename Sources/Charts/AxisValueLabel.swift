import Foundation
import Vellum

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
