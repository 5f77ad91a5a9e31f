/// How iOS 26 fades or blurs scrolled content under a bar at a scroll view's edge: `.soft`
/// (a progressive blur), `.hard` (an opaque band), or `.automatic`. Vellum draws iOS 17 and
/// 18, which have no edge effect, so the style is accepted and content meets a bar as there.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  let name: String

  public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
  public static let hard = ScrollEdgeEffectStyle(name: "hard")
  public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

nonisolated extension View {
  /// Accepted (iOS 26): no edge effect is drawn (see `ScrollEdgeEffectStyle`).
  public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }
  /// Accepted (iOS 26): no edge effect is drawn, hidden or not.
  public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }
}
