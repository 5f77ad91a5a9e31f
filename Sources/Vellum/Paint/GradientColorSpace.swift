extension Gradient {
  /// The gradient blended in `space` (iOS 18): `.perceptual` makes iOS blend so that lightness
  /// changes evenly. Vellum blends every gradient in device RGB (Cairo's only space), so the
  /// gradient is drawn as before.
  public func colorSpace(_ space: ColorSpace) -> Gradient { self }
}

extension AnyGradient {
  /// The colour's gradient blended in `space`; drawn as before, as `Gradient.colorSpace(_:)`.
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
}
