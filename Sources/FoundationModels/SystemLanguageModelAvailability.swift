extension SystemLanguageModel {
  /// Whether the model can be used, and why not, as FoundationModels' `Availability`. Vellum
  /// always answers `.unavailable(.deviceNotEligible)`; the other cases exist for the app's
  /// `switch`.
  @frozen public enum Availability: Equatable, Sendable {
    case available
    case unavailable(UnavailableReason)

    /// Why the model cannot be used.
    public enum UnavailableReason: Equatable, Sendable {
      /// The device does not support Apple Intelligence (Vellum's answer).
      case deviceNotEligible
      /// Apple Intelligence is turned off in Settings.
      case appleIntelligenceNotEnabled
      /// The model is still downloading or otherwise not ready.
      case modelNotReady
    }
  }
}
