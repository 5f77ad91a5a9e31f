import Foundation

/// A drop shadow resolved for drawing: colour, Gaussian σ and offset, in points.
public struct Shadow: Hashable, Sendable, CustomStringConvertible {
  public var color: RGBA
  public var radius: CGFloat
  public var x: CGFloat
  public var y: CGFloat

  public var description: String {
    "\(color) σ\(formatNumber(radius)) (\(formatNumber(x)), \(formatNumber(y)))"
  }
}

nonisolated extension View {
  /// Draws a shadow of the view's rendered alpha (not its frame) beneath it, as SwiftUI.
  ///
  /// `radius` is the Gaussian σ in points, as `CALayer.shadowRadius` (spec §6); the default
  /// colour is black at 33 %. Layout is unchanged: the shadow may spill outside the frame.
  public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> some View
  {
    EffectView(content: self, name: "shadow") { context in
      let radius = context.diagnostics.length(radius, "shadow(radius:)") ?? 0
      let x = context.diagnostics.finite(x, "shadow(x:)")
      let y = context.diagnostics.finite(y, "shadow(y:)")
      return .shadow(Shadow(color: color.rgba(in: context.environment), radius: radius, x: x, y: y))
    }
  }
}
