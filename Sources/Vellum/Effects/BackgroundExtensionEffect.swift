import Foundation

nonisolated extension View {
  /// iOS 26's background extension: copies of the view, mirrored and blurred, fill the safe
  /// area beside it (a hero image under a sidebar). Vellum draws iOS 17 and 18, which have no
  /// such effect, so the view is drawn as it is, as an app's fallback for those versions is.
  public func backgroundExtensionEffect() -> some View { self }

  /// The effect, switched on or off (see above).
  public func backgroundExtensionEffect(isEnabled: Bool) -> some View { self }
}
