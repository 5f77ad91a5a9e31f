import Foundation

/// Where a view is in its transition, as SwiftUI's `TransitionPhase` (iOS 17).
public enum TransitionPhase: Hashable, Sendable {
  case willAppear
  case identity
  case didDisappear

  /// Whether the view is at rest, neither appearing nor disappearing.
  public var isIdentity: Bool { self == .identity }

  /// -1 while appearing, 0 at rest, 1 while disappearing.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does besides changing the view, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Sendable {
  /// Whether it moves the view (so Reduce Motion would replace it).
  public var hasMotion: Bool
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A custom transition, as SwiftUI's `Transition` (iOS 17): `body(content:phase:)` says how the
/// view looks in each phase. A still image shows a view at rest, so Vellum draws the body in the
/// `.identity` phase, as SwiftUI does once a transition has finished.
@MainActor @preconcurrency public protocol Transition {
  associatedtype Body: View
  /// The view the transition is applied to.
  typealias Content = PlaceholderContentView<Self>
  @ViewBuilder @MainActor @preconcurrency func body(content: Content, phase: TransitionPhase) -> Body
  nonisolated static var properties: TransitionProperties { get }
}

nonisolated extension Transition {
  public static var properties: TransitionProperties { TransitionProperties() }

  /// This transition and `other` together; at rest, both are the identity.
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }

  /// Accepted: a still image shows no animation.
  public func animation(_ animation: Animation?) -> Self { self }
}

nonisolated extension AnyTransition {
  /// A `Transition` as a type-erased transition.
  public init<T: Transition>(_ transition: T) { self.init(name: "\(T.self)") }
}

nonisolated extension View {
  /// Applies a custom transition: the view is drawn as the transition's body shows it at rest.
  public func transition<T: Transition>(_ transition: T) -> some View {
    modifier(TransitionAtRest(transition: transition))
  }
}

/// Draws a view through its transition's body in the `.identity` phase.
nonisolated struct TransitionAtRest<T: Transition>: ViewModifier {
  let transition: T

  @MainActor func body(content: Content) -> some View {
    transition.body(content: PlaceholderContentView(content: content), phase: .identity)
  }
}

/// Two transitions applied one after the other, as `combined(with:)` makes.
nonisolated struct CombinedTransition<First: Transition, Second: Transition>: Transition {
  let first: First
  let second: Second

  @MainActor func body(content: Content, phase: TransitionPhase) -> some View {
    second.body(
      content: PlaceholderContentView(
        content: first.body(content: PlaceholderContentView(content: content), phase: phase)),
      phase: phase)
  }
}
