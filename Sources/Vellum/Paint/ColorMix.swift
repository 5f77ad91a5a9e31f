import Foundation

extension Color {
  /// A colour space to mix colours in (iOS 18).
  public enum MixColorSpace: Hashable, Sendable {
    case perceptual, device
  }

  /// This colour mixed with `other` by `fraction` (0 this colour, 1 the other), in light and
  /// in dark, as SwiftUI's `mix(with:by:in:)` (iOS 18). Vellum mixes sRGB components in both
  /// spaces, where iOS's default perceptual mix goes through a perceptual space (mid-way mixes
  /// of distant hues differ a little); the accent colour mixes as the default blue.
  public func mix(with other: Color, by fraction: Double, in colorSpace: MixColorSpace = .perceptual) -> Color {
    let amount = min(max(fraction, 0), 1)
    func resolved(_ scheme: ColorScheme) -> RGBA {
      rgba(in: .scheme(scheme)).mixed(with: other.rgba(in: .scheme(scheme)), amount)
    }
    return Color(storage: .system(light: resolved(.light), dark: resolved(.dark), name: "mix"))
  }
}
