import Foundation

/// A tap that reports where it landed, as SwiftUI's `SpatialTapGesture` (a chart overlay's
/// `.onEnded { value in proxy.value(atX: value.location.x) }`).
///
/// Like every gesture in Vellum it is accepted and never recognised: a still frame has no
/// touch, so `onEnded` is never called.
public struct SpatialTapGesture: Gesture {
  /// Where a tap landed (never produced in a still frame).
  public struct Value: Equatable, Sendable {
    /// The tap's location in the gesture's coordinate space.
    public var location: CGPoint
  }
  /// How many taps end the gesture.
  public var count: Int
  public var coordinateSpace: CoordinateSpace

  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }

  /// iOS 17's form, taking `.local`, `.global` or `.named(_:)` as a coordinate-space value.
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol) {
    self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
  }
}
