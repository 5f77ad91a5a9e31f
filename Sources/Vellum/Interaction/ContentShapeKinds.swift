import Foundation

/// What a content shape is for, as SwiftUI's: hit testing, drag and context-menu previews,
/// hover and focus effects, accessibility.
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

nonisolated extension View {
  /// Accepted, as `contentShape(_:eoFill:)` is: each kind of shape changes only where
  /// touches, hovers or previews land, which a still frame has none of.
  public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
    self
  }
}
