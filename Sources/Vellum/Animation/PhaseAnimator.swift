import Foundation

/// Animates its content through phases, as in SwiftUI. A still frame is drawn at rest, in
/// the first phase (where SwiftUI starts).
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let first: Phase?
  let content: (Phase) -> Content

  public init<Phases: Sequence>(
    _ phases: Phases, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where Phases.Element == Phase {
    first = phases.first(where: { _ in true })
    self.content = content
  }

  public init<Phases: Sequence>(
    _ phases: Phases, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where Phases.Element == Phase {
    self.init(phases, content: content, animation: animation)
  }

  public var body: some View {
    if let first { content(first) }
  }
}

/// Animates a value along keyframes, as in SwiftUI. A still frame shows the initial value.
nonisolated public struct KeyframeAnimator<Value, KeyframePath, Content: View>: View {
  let initialValue: Value
  let content: (Value) -> Content

  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.content = content
  }

  public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    self.content = content
  }

  public var body: some View { content(initialValue) }
}

nonisolated extension View {
  /// Animates this view through phases; drawn in the first (see `PhaseAnimator`).
  public func phaseAnimator<Phase: Equatable, Phases: Sequence, V: View>(
    _ phases: Phases, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View where Phases.Element == Phase {
    let base = PlaceholderContentView<Self>(content: self)
    return PhaseAnimator(phases, content: { content(base, $0) }, animation: animation)
  }

  /// Animates this view through phases when `trigger` changes; drawn in the first.
  public func phaseAnimator<Phase: Equatable, Phases: Sequence, V: View>(
    _ phases: Phases, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View where Phases.Element == Phase {
    phaseAnimator(phases, content: content, animation: animation)
  }

  /// Animates this view along keyframes; drawn with the initial value.
  public func keyframeAnimator<Value, V: View, Path>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
  ) -> some View {
    content(PlaceholderContentView(content: self), initialValue)
  }

  /// Animates this view along keyframes when `trigger` changes; drawn with the initial value.
  public func keyframeAnimator<Value, V: View, Path>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> Path
  ) -> some View {
    content(PlaceholderContentView(content: self), initialValue)
  }
}

/// The view an animator modifier or a `Transition` is applied to, handed to its closure or
/// `body`; as in SwiftUI, it is generic over the view or transition that makes it.
nonisolated public struct PlaceholderContentView<Value>: View {
  let content: AnyView
  init<Content: View>(content: Content) { self.content = AnyView(content) }
  public var body: AnyView { content }
}

/// Builds keyframe tracks, as in SwiftUI; a still frame never plays them.
@resultBuilder
public enum KeyframesBuilder<Value> {
  public static func buildExpression<K: Keyframes>(_ keyframes: K) -> [Any] { [keyframes] }
  // Each keyframe of the track's value type by name, so that its value is read as that type,
  // as SwiftUI's builder reads it (`CubicKeyframe(.zero, duration: 0.5)` in an `Angle` track).
  public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> [Any] { [keyframe] }
  public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> [Any] { [keyframe] }
  public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> [Any] { [keyframe] }
  public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> [Any] { [keyframe] }
  /// A track of the animated value, or of one of its properties: the track's root is the value.
  public static func buildExpression<Property>(_ track: KeyframeTrack<Value, Property>) -> [Any] { [track] }
  public static func buildExpression(_ keyframes: [Any]) -> [Any] { keyframes }
  public static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
  public static func buildEither(first: [Any]) -> [Any] { first }
  public static func buildEither(second: [Any]) -> [Any] { second }
  public static func buildArray(_ parts: [[Any]]) -> [Any] { parts.flatMap { $0 } }
}

/// A keyframe or track of keyframes.
public protocol Keyframes {}

/// Keyframes for one property of the animated value.
public struct KeyframeTrack<Root, Value>: Keyframes {
  public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframesBuilder<Value> content: () -> [Any]) {}
  /// A track of the whole animated value (iOS 17's `KeyframeTrack { … }`).
  public init(@KeyframesBuilder<Value> content: () -> [Any]) where Root == Value {}
}

/// A keyframe reached in a straight line.
public struct LinearKeyframe<Value>: Keyframes {
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}

/// A keyframe reached along a spring.
public struct SpringKeyframe<Value>: Keyframes {
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}

/// A keyframe reached along a cubic curve.
public struct CubicKeyframe<Value>: Keyframes {
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}

/// A keyframe reached at once.
public struct MoveKeyframe<Value>: Keyframes {
  public init(_ to: Value) {}
}
