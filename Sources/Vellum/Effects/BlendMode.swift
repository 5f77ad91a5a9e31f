import Foundation

/// How a view's pixels combine with what is drawn behind it, as SwiftUI's `BlendMode`.
/// Vellum composites with Cairo's operators of the same names; `plusDarker`, which Cairo
/// lacks, is drawn as `darken` (the nearest separable mode).
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

nonisolated extension View {
  /// Blends the view with what is behind it (inside the nearest compositing group).
  public func blendMode(_ blendMode: BlendMode) -> some View {
    EffectView(content: self, name: "blendMode") { _ in .blend(blendMode) }
  }

  /// Accepted for source compatibility: SwiftUI flattens the view into one offscreen image
  /// before compositing it; Vellum's drawing is already a raster, so it draws the view as is.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    self
  }
}

/// The working colour space of a `drawingGroup` or `Canvas`, as in SwiftUI. Vellum draws
/// in non-linear sRGB whatever is asked.
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}
