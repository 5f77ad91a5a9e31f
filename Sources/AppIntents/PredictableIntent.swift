import Foundation

/// An intent made from a SiriKit custom intent, as AppIntents' `CustomIntentMigratedAppIntent`:
/// it names the intent class it replaces, so donations of the old one still find it. No
/// donation is read in a preview.
public protocol CustomIntentMigratedAppIntent: AppIntent {
  /// The class name of the SiriKit intent this intent replaces.
  static var intentClassName: String { get }
}

/// An intent the system may suggest, as AppIntents' `PredictableIntent`, with the way each
/// suggestion is shown. No suggestion is made in a preview; the configuration is kept.
public protocol PredictableIntent: AppIntent {
  associatedtype Prediction: IntentPredictionConfiguration
  @IntentPredictionConfigurationBuilder<Self>
  static var predictionConfiguration: Prediction { get }
}

/// The suggestions of a predictable intent, as AppIntents' `IntentPredictionConfiguration`.
public protocol IntentPredictionConfiguration: Sendable {}

/// One way a suggestion of an intent is shown, as AppIntents' `IntentPrediction`: for the
/// parameters named, a display representation made from their values. Inside an intent
/// `IntentPrediction` names this type for the intent, so `\.$image` is one of its parameters.
public struct IntentPredictionOf<Intent>: IntentPredictionConfiguration {
  /// How many parameters the suggestion shows.
  public let parameterCount: Int

  /// A suggestion of the parameters given (one key path, or a tuple of them) and how it is
  /// shown; the representation is never asked for in a preview.
  public init<each Value>(
    parameters: (repeat KeyPath<Intent, IntentParameter<each Value>>),
    displayRepresentation: @escaping @Sendable (repeat each Value) -> DisplayRepresentation
  ) {
    var count = 0
    for _ in repeat each parameters { count += 1 }
    parameterCount = count
  }
}

/// Several suggestions, as `predictionConfiguration` lists them.
public struct IntentPredictions<Intent>: IntentPredictionConfiguration {
  public let predictions: [IntentPredictionOf<Intent>]
}

/// Builds a `predictionConfiguration` from its `IntentPrediction`s.
@resultBuilder
public enum IntentPredictionConfigurationBuilder<Intent> {
  public static func buildBlock(_ predictions: IntentPredictionOf<Intent>...) -> IntentPredictions<Intent> {
    IntentPredictions(predictions: predictions)
  }
}

extension AppIntent {
  /// `IntentPrediction(…)` in an intent: a suggestion of this intent's parameters.
  public typealias IntentPrediction = IntentPredictionOf<Self>
}
