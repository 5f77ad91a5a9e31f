import Foundation

/// How a navigation destination appears, as SwiftUI's `NavigationTransition` (iOS 18):
/// `.automatic` (a push) or `.zoom(sourceID:in:)` from a `matchedTransitionSource`.
/// A still frame shows the destination at rest, so every transition draws the same.
public protocol NavigationTransition: Sendable {}

/// The platform's push transition.
public struct AutomaticNavigationTransition: NavigationTransition {
  public init() {}
}

/// A zoom from the view marked with `matchedTransitionSource(id:in:)`.
public struct ZoomNavigationTransition: NavigationTransition {
  public init() {}
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
    ZoomNavigationTransition()
  }
}

/// How a transition source looks while it zooms, as SwiftUI's
/// `EmptyMatchedTransitionSourceConfiguration`; its shadow and shape are accepted.
public struct EmptyMatchedTransitionSourceConfiguration: Sendable {
  public init() {}
  public func background(_ style: Color) -> Self { self }
  public func clipShape(_ shape: RoundedRectangle) -> Self { self }
  public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
}

nonisolated extension View {
  /// The destination's transition (iOS 18): accepted; the destination is drawn at rest.
  public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

  /// Marks the view a zoom transition starts from (iOS 18): accepted; nothing moves.
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }

  /// The same, with the source's look while it zooms.
  public func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration) -> EmptyMatchedTransitionSourceConfiguration
  ) -> some View { self }

  /// Shows or hides bars (iOS 18's spelling of `toolbar(_:for:)`), drawn as `toolbar(_:for:)`
  /// draws them.
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    barVisibility(visibility, for: bars)
  }
}
