import Foundation

nonisolated extension View {
  /// A subtitle under the navigation title, as macOS's window toolbar (and iOS 26's bar)
  /// shows it. Accepted; Vellum draws iOS 17 and 18's navigation bar, which has none.
  public func navigationSubtitle(_ subtitle: Text) -> some View { self }

  /// A localized subtitle under the navigation title; accepted, not drawn.
  public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { self }

  /// A subtitle under the navigation title, not localized; accepted, not drawn.
  @_disfavoredOverload
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { self }
}
