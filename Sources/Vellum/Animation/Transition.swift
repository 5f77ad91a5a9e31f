import Foundation

/// How a view enters and leaves, as SwiftUI's `AnyTransition`. Vellum renders views at
/// rest, where every transition is the identity; transitions are accepted for source
/// compatibility.
public struct AnyTransition: Sendable {
  let name: String

  public static let identity = AnyTransition(name: "identity")
  public static let opacity = AnyTransition(name: "opacity")
  public static let scale = AnyTransition(name: "scale")
  public static let slide = AnyTransition(name: "slide")
  /// A symbol's appear or disappear effect as a transition (iOS 17); a still frame shows the
  /// view at rest.
  public static let symbolEffect = AnyTransition(name: "symbolEffect")
  public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> AnyTransition { AnyTransition(name: "symbolEffect") }
  /// A transition between two states of a modifier: `active` while the view enters or
  /// leaves, `identity` at rest. Vellum draws views at rest and applies neither (a modifier
  /// whose identity state draws something, such as a mask at full progress, is not drawn).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(name: "modifier(\(E.self))")
  }

  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(name: "scale")
  }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(name: "asymmetric")
  }

  public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + "+" + other.name) }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

nonisolated extension View {
  /// Accepted for source compatibility: a view at rest shows no transition.
  public func transition(_ transition: AnyTransition) -> some View { self }
}
