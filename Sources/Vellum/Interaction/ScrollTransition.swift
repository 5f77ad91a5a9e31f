import Foundation

/// Where a view is relative to the visible region of its scroll view, as SwiftUI's
/// `ScrollTransitionPhase` (iOS 17).
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Before the visible region (above it, or leading).
  case topLeading
  /// In the visible region.
  case identity
  /// After the visible region (below it, or trailing).
  case bottomTrailing

  public var isIdentity: Bool { self == .identity }
  /// -1 before the region, 0 in it, 1 after it.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition moves between its phases, as SwiftUI's
/// `ScrollTransitionConfiguration`; kept and not used.
public struct ScrollTransitionConfiguration: Sendable {
  let name: String
  public static let animated = ScrollTransitionConfiguration(name: "animated")
  public static let interactive = ScrollTransitionConfiguration(name: "interactive")
  public static let identity = ScrollTransitionConfiguration(name: "identity")
  public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
  public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration {
    self
  }
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

  /// How much of a view must be visible for it to count as in the region.
  public struct Threshold: Sendable {
    let value: Double
    public static let visible = Threshold(value: 0.5)
    public static let hidden = Threshold(value: 0)
    public static let centered = Threshold(value: 1)
    public static func visible(_ amount: Double) -> Threshold { Threshold(value: amount) }
    public func inset(by distance: Double) -> Threshold { self }
  }
}

/// Effects that change how a view looks without changing its layout, as SwiftUI's
/// `VisualEffect` (iOS 17): what a `scrollTransition` closure returns.
///
/// Vellum records none of them: a scroll transition's view is drawn at rest (see
/// `scrollTransition`), so the effects a closure chains are accepted and not applied.
public protocol VisualEffect: Sendable {}

/// The effect a scroll transition's closure starts from, as SwiftUI's `EmptyVisualEffect`.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
}

extension VisualEffect {
  public func opacity(_ opacity: Double) -> Self { self }
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> Self { self }
  public func offset(_ offset: CGSize) -> Self { self }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> Self { self }
  public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
  public func brightness(_ amount: Double) -> Self { self }
  public func contrast(_ amount: Double) -> Self { self }
  public func saturation(_ amount: Double) -> Self { self }
  public func grayscale(_ amount: Double) -> Self { self }
  public func hueRotation(_ angle: Angle) -> Self { self }
  public func colorMultiply(_ color: Color) -> Self { self }
}

nonisolated extension View {
  /// Changes a view as it scrolls into and out of view, as SwiftUI's `scrollTransition`
  /// (iOS 17). A still frame draws every view at rest, as SwiftUI draws one in the
  /// `.identity` phase: the closure's effects are not applied (a carousel's next card, which
  /// iOS would draw in its `.bottomTrailing` phase, is drawn as if fully in view).
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View { self }

  /// The same, with a configuration for each edge.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View { self }
}
