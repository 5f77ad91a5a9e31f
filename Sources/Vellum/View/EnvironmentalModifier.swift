import Foundation

/// A modifier that chooses the modifier it applies from the environment where it is applied,
/// as SwiftUI's `EnvironmentalModifier`: `resolve(in:)` is called with that environment when
/// the view resolves (a theme modifier picking a font for the colour scheme or size class).
@MainActor @preconcurrency public protocol EnvironmentalModifier: ViewModifier where Body == Never {
  associatedtype ResolvedModifier: ViewModifier
  func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

nonisolated extension EnvironmentalModifier {
  /// Never called: the modifier applied is the one `resolve(in:)` returns.
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is applied through resolve(in:)")
  }
}

nonisolated extension ModifiedContent where Content: View, Modifier: ViewModifier {
  /// The content with the modifier `modifier` resolves to in `context`'s environment.
  static func resolving<M: EnvironmentalModifier>(_ modifier: M, content: Content, _ context: ResolveContext)
    -> ChildList
  {
    nonisolated(unsafe) let modifier = modifier
    nonisolated(unsafe) let content = content
    nonisolated(unsafe) let environment = context.environment
    return Vellum.makeChildren(onMainActor { content.modifier(modifier.resolve(in: environment)) }, context)
  }
}
