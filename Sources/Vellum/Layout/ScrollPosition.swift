import Foundation

/// The position of a scroll view (iOS 18), as in SwiftUI. Vellum draws every scroll view at
/// rest, scrolled to its start: a position is accepted and stored, not applied.
public struct ScrollPosition: Sendable {
  public private(set) var edge: Edge?
  public private(set) var point: CGPoint?
  public private(set) var viewID: (any Hashable & Sendable)?
  public var isPositionedByUser: Bool { false }

  public init(idType: (some Hashable).Type = Never.self) {}
  public init(edge: Edge) { self.edge = edge }
  public init(point: CGPoint) { self.point = point }
  public init(x: CGFloat, y: CGFloat) { self.point = CGPoint(x: x, y: y) }
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { self.viewID = id }

  public mutating func scrollTo(edge: Edge) { self = ScrollPosition(edge: edge) }
  public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(point: point) }
  public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(x: x, y: point?.y ?? 0) }
  public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(x: point?.x ?? 0, y: y) }
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    self = ScrollPosition(id: id, anchor: anchor)
  }

  public func viewID<T: Hashable>(type: T.Type) -> T? { viewID as? T }
}

nonisolated extension View {
  /// Accepted for source compatibility: Vellum draws scroll views at rest, at their start,
  /// and does not write the visible item's id back.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

  /// Accepted for source compatibility (iOS 18): the scroll view is drawn at its start.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View { self }
}
