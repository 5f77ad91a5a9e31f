import Foundation
import Vellum

/// A gridline across the plot at the value, as Swift Charts' `AxisGridLine`.
public struct AxisGridLine: AxisMark {
  let stroke: StrokeStyle?
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
  public var _components: [AxisComponent] { [AxisComponent(kind: .gridLine, stroke: stroke)] }
}
