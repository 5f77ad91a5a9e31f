import Foundation

/// A space between toolbar items, as SwiftUI's `ToolbarSpacer` (iOS 26): it splits the
/// items around it into separate Liquid Glass groups, or pushes them apart.
///
/// Where Vellum differs: Vellum draws iOS 18's bars, whose items share no glass, so a spacer
/// takes no room and the items keep their usual spacing.
nonisolated public struct ToolbarSpacer: ToolbarContent {
  let sizing: SpacerSizing
  let placement: ToolbarItemPlacement

  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
    self.sizing = sizing
    self.placement = placement
  }

  public var body: some View { EmptyView() }
}

/// How a toolbar spacer sizes itself, as SwiftUI's `SpacerSizing`: a standard gap, or as
/// wide as the bar allows.
public struct SpacerSizing: Hashable, Sendable {
  let flexible: Bool
  public static let flexible = SpacerSizing(flexible: true)
  public static let fixed = SpacerSizing(flexible: false)
}
