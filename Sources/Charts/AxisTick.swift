import Foundation
import Vellum

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
