import Foundation

/// SwiftUI's built-in transitions as `Transition` types (iOS 17). At rest each leaves the view
/// as it is, which is all a still image shows.
nonisolated public struct IdentityTransition: Transition {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Fades the view in and out.
nonisolated public struct OpacityTransition: Transition {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
}

/// Moves the view in from and out to an edge.
nonisolated public struct MoveTransition: Transition {
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Moves the view in from and out to an offset.
nonisolated public struct OffsetTransition: Transition {
  public var offset: CGSize
  public init(_ offset: CGSize) { self.offset = offset }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : offset)
  }
}

/// Pushes the view in from an edge, fading it.
nonisolated public struct PushTransition: Transition {
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Scales the view in and out.
nonisolated public struct ScaleTransition: Transition {
  public var scale: Double
  public var anchor: UnitPoint
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
  }
}

/// Slides the view in from the leading edge and out to the trailing one.
nonisolated public struct SlideTransition: Transition {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Blurs the view in and out as it is replaced. Its configuration (whether the views scale
/// down then up, or up both times) is kept: views are drawn at rest.
nonisolated public struct BlurReplaceTransition: Transition {
  /// How the outgoing and incoming views scale as they blur.
  public struct Configuration: Equatable, Sendable {
    let name: String
    /// The outgoing view scales down and the incoming one up (the default).
    public static let downUp = Configuration(name: "downUp")
    /// Both scale up.
    public static let upUp = Configuration(name: "upUp")
  }

  public var configuration: Configuration
  public init(configuration: Configuration = .downUp) { self.configuration = configuration }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.blur(radius: phase.isIdentity ? 0 : 10)
  }
}

nonisolated extension Transition where Self == IdentityTransition {
  public static var identity: IdentityTransition { IdentityTransition() }
}

nonisolated extension Transition where Self == OpacityTransition {
  public static var opacity: OpacityTransition { OpacityTransition() }
}

nonisolated extension Transition where Self == MoveTransition {
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

nonisolated extension Transition where Self == OffsetTransition {
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
    OffsetTransition(CGSize(width: x, height: y))
  }
}

nonisolated extension Transition where Self == PushTransition {
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

nonisolated extension Transition where Self == ScaleTransition {
  public static var scale: ScaleTransition { ScaleTransition(0) }
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
    ScaleTransition(scale, anchor: anchor)
  }
}

nonisolated extension Transition where Self == SlideTransition {
  public static var slide: SlideTransition { SlideTransition() }
}

nonisolated extension Transition where Self == BlurReplaceTransition {
  public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp)
    -> BlurReplaceTransition
  {
    BlurReplaceTransition(configuration: configuration)
  }
}
