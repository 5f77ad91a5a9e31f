/// How content changes in place (`.numericText()`, `.interpolate`, `.opacity`), as in
/// SwiftUI. A still render shows the content after the change: accepted, nothing to draw.
public struct ContentTransition: Hashable, Sendable {
  let name: String
  public static let identity = ContentTransition(name: "identity")
  public static let interpolate = ContentTransition(name: "interpolate")
  public static let opacity = ContentTransition(name: "opacity")
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition { ContentTransition(name: "symbolEffect") }
  public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}

nonisolated extension View {
  /// Accepted: a still render shows the content after the change.
  public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
