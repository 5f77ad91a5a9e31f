import Foundation

/// A gesture, as SwiftUI's `Gesture`. Vellum draws a still frame, so no gesture ever
/// begins: gestures are accepted, their callbacks are never called, and `@GestureState`
/// keeps its initial value.
public protocol Gesture {
  /// The value the gesture reports while it changes and when it ends.
  associatedtype Value
}

extension Gesture {
  /// Accepted; never called in a still frame.
  public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
  /// Accepted; never called in a still frame.
  public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
  /// Accepted; never called in a still frame, so the state keeps its initial value.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> Self { self }
  /// Both gestures at once (see `SimultaneousGesture`).
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }
  /// This gesture, then the other (see `SequenceGesture`).
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
  /// This gesture, or else the other (see `ExclusiveGesture`).
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

/// A tap, as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
  public typealias Value = Void
  public var count: Int
  public init(count: Int = 1) { self.count = count }
}

/// A long press, as SwiftUI's `LongPressGesture`.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public var minimumDuration: Double
  public var maximumDistance: CGFloat
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// A drag, as SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
  /// Where a drag is (never produced in a still frame).
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
    public var velocity: CGSize
    public var predictedEndLocation: CGPoint
    public var predictedEndTranslation: CGSize
  }
  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}

/// A pinch, as SwiftUI's `MagnifyGesture` (iOS 17).
public struct MagnifyGesture: Gesture {
  /// How far a pinch has scaled (never produced in a still frame).
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A rotation, as SwiftUI's `RotateGesture` (iOS 17).
public struct RotateGesture: Gesture {
  /// How far a rotation has turned (never produced in a still frame).
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var rotation: Angle
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// Which gestures of a view and its subviews are enabled, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

nonisolated extension View {
  /// Attaches a gesture; accepted and inert in a still frame.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
  /// Attaches a gesture with precedence over the view's own; accepted and inert.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    self
  }
  /// Attaches a gesture alongside the view's own; accepted and inert.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    self
  }
}

/// A pinch, the iOS 13–16 API: its value is the scale (never produced in a still frame).
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A rotation, the iOS 13–16 API: its value is the angle (never produced in a still frame).
public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}
