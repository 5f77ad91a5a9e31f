import Foundation

/// iOS 26's glass button styles. Vellum draws iOS 17 and 18, so `.glass` is drawn as
/// `.bordered` and `.glassProminent` as `.borderedProminent`, the styles an app gives those
/// versions (iOS 26 draws a capsule of Liquid Glass).
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A button on glass (iOS 26); drawn as `.bordered`.
  public static var glass: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A button on tinted glass (iOS 26); drawn as `.borderedProminent`.
  public static var glassProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
