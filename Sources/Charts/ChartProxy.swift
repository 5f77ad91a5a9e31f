import Foundation
import Vellum

/// The plot area handed to `chartPlotStyle`, as Swift Charts' `ChartPlotContent`.
nonisolated public struct ChartPlotContent: View {
  public var body: some View { Color.clear }
}

/// What `chartOverlay` and `chartBackground` are given to place views against the plot, as
/// Swift Charts' `ChartProxy`. Vellum does not draw those views (a still image has no
/// touches, and they are most often a clear layer for gestures), so no proxy is ever handed
/// out; the members type-check the app's code and answer an empty plot.
public struct ChartProxy {
  /// The plot area's frame, for `geometry[proxy.plotAreaFrame]`.
  public var plotAreaFrame: Anchor<CGRect> { Anchor(_globalRect: .zero) }
  /// The plot's frame (iOS 17).
  public var plotFrame: Anchor<CGRect>? { Anchor(_globalRect: .zero) }
  public var plotAreaSize: CGSize { .zero }
  public var plotSize: CGSize { .zero }
  public var plotContainerFrame: Anchor<CGRect>? { Anchor(_globalRect: .zero) }
  public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
  public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
  public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? { nil }
  public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
  public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
  public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
    nil
  }
  public func value<P: Plottable>(atAngle angle: Angle, as type: P.Type = P.self) -> P? { nil }
  public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? { nil }
  public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? { nil }
  public func selectXValue(at position: CGFloat) {}
  public func selectYValue(at position: CGFloat) {}
}
