import Foundation

/// Which toolbar items move into the overflow menu first when the bar runs out of room, as
/// SwiftUI's `ToolbarItemVisibilityPriority` (iOS 27): lower priorities go first.
///
/// Where Vellum differs: a still bar has no overflow menu, so the priority is accepted and
/// every item is drawn where its placement puts it.
public struct ToolbarItemVisibilityPriority: Hashable, Comparable, Sendable {
  let rank: Double

  public static let automatic = ToolbarItemVisibilityPriority(rank: 0)
  public static let low = ToolbarItemVisibilityPriority(rank: -1)
  public static let high = ToolbarItemVisibilityPriority(rank: 1)

  init(rank: Double) { self.rank = rank }

  /// A priority just above `other`, below the next system priority.
  public init(higherThan other: ToolbarItemVisibilityPriority) { rank = other.rank + 0.5 }
  /// A priority just below `other`, above the next system priority.
  public init(lowerThan other: ToolbarItemVisibilityPriority) { rank = other.rank - 0.5 }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}

nonisolated extension ToolbarContent {
  /// The item's visibility priority, as SwiftUI's `visibilityPriority(_:)`; accepted, and
  /// the item draws as it is (see `ToolbarItemVisibilityPriority`).
  public func visibilityPriority(_ priority: ToolbarItemVisibilityPriority) -> some ToolbarContent { self }

  /// Whether the item shares the Liquid Glass background of the items beside it, as
  /// SwiftUI's `sharedBackgroundVisibility(_:)` (iOS 26). Vellum draws iOS 18's bars, whose
  /// items have no glass, so the item draws as it is.
  public func sharedBackgroundVisibility(_ visibility: Visibility) -> some ToolbarContent { self }
}
