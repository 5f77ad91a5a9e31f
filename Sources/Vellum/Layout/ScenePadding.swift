import Foundation

/// The padding a scene's content takes from its edges, as SwiftUI's `ScenePadding`.
public struct ScenePadding: Hashable, Sendable {
  let name: String
  /// The least padding that keeps content clear of the scene's edges.
  public static let minimum = ScenePadding(name: "minimum")
  /// The padding for navigation titles and content beside them (watchOS).
  public static let navigationBar = ScenePadding(name: "navigationBar")
}

nonisolated extension View {
  /// Pads the view as its scene's content is padded, as SwiftUI's `scenePadding(_:)`: on
  /// iOS the system's default padding (16 points), as `padding(_:)` gives.
  public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges) }

  /// The same, with a kind of scene padding (all kinds are the default padding on iOS).
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges) }
}
