import Foundation

/// How Shortcuts writes an intent as a sentence with its parameters in it, as AppIntents'
/// `ParameterSummary`: `static var parameterSummary: some ParameterSummary { Summary("Convert
/// \(\.$value) to \(\.$unit)") }`. No Shortcuts editor shows it in a preview; the sentence is
/// kept.
public protocol ParameterSummary: Sendable {}

/// A summary sentence of an intent's parameters, as AppIntents' `Summary`; inside an intent
/// `Summary` names this type for the intent, so `\.$value` is one of its parameters.
public struct IntentParameterSummary<Intent>: ParameterSummary {
  /// The sentence, each parameter written as "${name}".
  public let text: String

  public init(_ format: Format) { text = format.text }

  /// A sentence, and the parameters Shortcuts shows below it (`{ \.$note }`).
  public init(_ format: Format, @ParameterSummaryBuilder<Intent> _ parameters: () -> [PartialKeyPath<Intent>]) {
    text = format.text
  }

  /// The summary's sentence: literal words and the intent's parameters.
  public struct Format: ExpressibleByStringInterpolation, Sendable {
    let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
      var text = ""
      public init(literalCapacity: Int, interpolationCount: Int) {}
      public mutating func appendLiteral(_ literal: String) { text += literal }
      public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
        text += "${\(parameterName(of: parameter))}"
      }
    }
  }
}

/// Lists the parameters shown below a summary's sentence.
@resultBuilder
public enum ParameterSummaryBuilder<Intent> {
  public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>)
    -> [PartialKeyPath<Intent>]
  { [parameter] }
  public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
    parts.flatMap { $0 }
  }
}

extension AppIntent {
  /// `Summary("…")` in an intent: a summary of this intent's parameters.
  public typealias Summary = IntentParameterSummary<Self>
}
