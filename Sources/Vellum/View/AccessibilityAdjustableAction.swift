/// Which way VoiceOver asks an adjustable element (a rating, a stepper-like control) to
/// move, as in SwiftUI.
public enum AccessibilityAdjustmentDirection: Sendable {
  case increment
  case decrement
}

nonisolated extension View {
  /// Makes the view adjustable: in SwiftUI, VoiceOver's swipe up and down call `handler`.
  /// Accepted and inert in Vellum: a preview has no VoiceOver, so the handler is never
  /// called, and the element's traits in the accessibility snapshot are unchanged.
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> some View { self }
}
