import Foundation
import Vellum

/// Where a region of the expanded Dynamic Island sits, as WidgetKit's
/// `DynamicIslandExpandedRegionPosition`: beside the camera (`leading`, `trailing`), below it
/// (`center`) or beneath them all (`bottom`).
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable {
  let name: String
  public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
  public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
  public static let center = DynamicIslandExpandedRegionPosition(name: "center")
  public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// One region of the expanded Dynamic Island, as WidgetKit's `DynamicIslandExpandedRegion`.
public struct DynamicIslandExpandedRegion<Content: View> {
  let position: DynamicIslandExpandedRegionPosition
  let priority: Double
  let content: Content

  public init(
    _ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content
  ) {
    self.position = position
    self.priority = priority
    self.content = content()
  }

  /// The margins iOS puts around the region; accepted, not applied.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> DynamicIslandExpandedRegion<Content> {
    self
  }
}

/// Vellum: a region with its view type erased.
struct DynamicIslandExpandedRegionContent {
  let position: DynamicIslandExpandedRegionPosition
  let priority: Double
  let view: AnyView
}

/// The regions of the expanded Dynamic Island, as WidgetKit's `DynamicIslandExpandedContent`.
public struct DynamicIslandExpandedContent<Content: View> {
  let regions: [DynamicIslandExpandedRegionContent]
}

/// Builds the expanded Dynamic Island from its regions, as WidgetKit's
/// `DynamicIslandExpandedContentBuilder` (with `if`, `if #available` and loops).
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
  public typealias Regions = DynamicIslandExpandedContent<AnyView>

  public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>) -> Regions {
    Regions(regions: [
      DynamicIslandExpandedRegionContent(
        position: region.position, priority: region.priority, view: AnyView(region.content))
    ])
  }
  public static func buildBlock(_ parts: Regions...) -> Regions { Regions(regions: parts.flatMap(\.regions)) }
  public static func buildOptional(_ part: Regions?) -> Regions { part ?? Regions(regions: []) }
  public static func buildEither(first: Regions) -> Regions { first }
  public static func buildEither(second: Regions) -> Regions { second }
  public static func buildArray(_ parts: [Regions]) -> Regions { Regions(regions: parts.flatMap(\.regions)) }
  public static func buildLimitedAvailability(_ part: Regions) -> Regions { part }
}
