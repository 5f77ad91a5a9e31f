import Foundation

/// The geometry of a scroll view, as SwiftUI's `ScrollGeometry` (iOS 18).
public struct ScrollGeometry: Equatable, Sendable {
  public var contentOffset: CGPoint
  public var contentSize: CGSize
  public var contentInsets: EdgeInsets
  public var containerSize: CGSize
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

  public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }
}

/// What a scroll view's phase is, as SwiftUI's `ScrollPhase` (iOS 18): always `.idle` in a
/// still frame.
public enum ScrollPhase: Hashable, Sendable {
  case idle, tracking, interacting, decelerating, animating
  public var isScrolling: Bool { self != .idle }
}

nonisolated extension View {
  /// Calls `action` when a value computed from the scroll view's geometry changes, as
  /// SwiftUI's `onScrollGeometryChange(for:of:action:)` (iOS 18). A still frame never
  /// scrolls: the action is never called, so state it sets keeps its initial value.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
  ) -> some View { self }

  /// Calls `action` when the scroll phase changes (iOS 18); never, in a still frame.
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { self }
}
