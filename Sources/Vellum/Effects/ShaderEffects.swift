import Foundation

// SwiftUI's shader effects (iOS 17). Vellum runs no Metal shader, so each draws its content
// unchanged: a colour effect's tint, a distortion's ripple and a layer effect's blur are all
// missing, and the view keeps its layout, as on iOS (none of the three changes layout).

nonisolated extension View {
  /// Recolours each pixel with a shader, as SwiftUI's `colorEffect`; drawn unchanged.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }

  /// Moves each pixel by a shader, as SwiftUI's `distortionEffect`; drawn unchanged.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
    self
  }

  /// Recomputes each pixel from the rendered layer with a shader, as SwiftUI's
  /// `layerEffect`; drawn unchanged.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }

  /// Effects computed from the view's geometry, as SwiftUI's `visualEffect` (iOS 17). The
  /// closure is not called and the view is drawn unchanged, as `scrollTransition`'s are (a
  /// parallax offset read from the proxy's frame is missing).
  public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View { self }
}

extension VisualEffect {
  /// The shader effects inside `visualEffect` and `scrollTransition`; not applied.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> Self { self }
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }
}
