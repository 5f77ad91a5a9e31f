import Foundation

/// What a default scroll anchor is for, as SwiftUI's `ScrollAnchorRole` (iOS 18).
public struct ScrollAnchorRole: Hashable, Sendable {
  let name: String
  /// Where the scroll view starts.
  public static let initialOffset = ScrollAnchorRole(name: "initialOffset")
  /// What stays in place when the content or the container changes size.
  public static let sizeChanges = ScrollAnchorRole(name: "sizeChanges")
  /// How content smaller than the container is aligned.
  public static let alignment = ScrollAnchorRole(name: "alignment")
}

nonisolated extension View {
  /// A scroll view's anchor for one role, as SwiftUI's `defaultScrollAnchor(_:for:)`
  /// (iOS 18): accepted, as `defaultScrollAnchor(_:)` is; Vellum shows a scroll view at
  /// offset 0 whatever its anchor.
  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View { self }
}
