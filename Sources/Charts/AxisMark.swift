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
